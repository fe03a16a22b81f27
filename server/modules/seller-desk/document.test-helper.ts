import type { InjectOptions } from 'fastify';

/** The smallest thing that starts like a PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

/** A multipart upload of one `file` part to the shop's document route. */
export function documentUpload(
  file: { bytes: Buffer; name: string; type: string } | null = {
    bytes: PDF_BYTES,
    name: 'trade-licence.pdf',
    type: 'application/pdf',
  },
): InjectOptions {
  const boundary = '----haat-document-boundary';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    method: 'POST',
    url: '/api/seller/account/document',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}
