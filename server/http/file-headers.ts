/** Raster images a browser shows as pictures: safe to serve inline. */
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

/** A file name safe inside a quoted header parameter, with the RFC 5987 form for anything else. */
function dispositionName(filename: string): string {
  const ascii = filename.replace(/[^\w.-]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The headers every uploaded or stored file is served with. Raster images are shown inline.
 * SVG images stay inline (they are pictures in <img>) but may run nothing. Anything else (a PDF
 * prescription, say) is a download: `attachment`, and a CSP that sandboxes it and lets it load
 * nothing, so a file with scripts in it never runs on our origin even when opened directly.
 * Always `nosniff`, so the declared type is the one the browser uses.
 */
export function fileHeaders(contentType: string, filename: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (INLINE_IMAGES.has(contentType)) {
    headers['content-disposition'] = `inline; ${dispositionName(filename)}`;
  } else if (contentType === 'image/svg+xml') {
    headers['content-disposition'] = `inline; ${dispositionName(filename)}`;
    headers['content-security-policy'] = "sandbox; default-src 'none'; style-src 'unsafe-inline'";
  } else {
    headers['content-disposition'] = `attachment; ${dispositionName(filename)}`;
    headers['content-security-policy'] = "sandbox; default-src 'none'";
  }
  return headers;
}
