/*
 * The HTML a static page may hold (spec §2: a safe rich-text editor, its HTML sanitised on the
 * server). An allow-list: the tags of the editor's toolbar (paragraphs, headings, bold, italic,
 * lists, links) and, on links, only `href` with a safe address. Everything else goes: other tags
 * are dropped (their text kept), script-like elements with their content, every other attribute
 * (on* handlers, style, class), comments, and addresses such as javascript: or data:.
 */

const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
]);
const VOID = new Set(['br']);
/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'frameset',
  'noembed',
  'xmp',
]);
/** The editor writes h1 as h2 (the page's title is its h1); div as a paragraph. */
const RENAMED: Record<string, string> = { h1: 'h2', div: 'p', h5: 'h4', h6: 'h4' };

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** An attribute value as the browser reads it: entities decoded. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return safeCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** DEL and the C1 control characters. */
function isC1(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= 0x7f && code <= 0x9f;
}

/** A link's address when it is safe: http(s), mailto, tel, or a path on this site; otherwise null. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const value = decodeEntities(raw).trim();
  const squeezed = [...value].filter((char) => char.charCodeAt(0) > 0x20 && !isC1(char)).join('');
  if (squeezed === '') return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(squeezed);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    return ['http', 'https', 'mailto', 'tel'].includes(name) ? value : null;
  }
  // No scheme: a relative address, unless something before a slash looks like one to a browser.
  if (/^[^/?#]*:/.test(squeezed) || squeezed.startsWith('\\') || squeezed.startsWith('/\\')) return null;
  return value;
}

/**
 * The allowed part of `html`: well-formed (every opened tag closed), with only the allow-list's
 * tags and a link's safe href. Text is kept and escaped.
 */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let skipping: string | null = null;
  let last = 0;
  const text = (chunk: string) => {
    if (skipping === null && chunk) out.push(escapeText(chunk));
  };
  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tagName = match[2];
    if (!tagName) continue; // a comment, doctype or processing instruction
    const closing = match[1] === '/';
    const lower = tagName.toLowerCase();
    if (skipping !== null) {
      if (closing && lower === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(lower)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) skipping = lower;
      continue;
    }
    const name = RENAMED[lower] ?? lower;
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      let href: string | null = null;
      for (const attribute of (match[3] ?? '').matchAll(ATTRIBUTE)) {
        if (attribute[1]!.toLowerCase() !== 'href') continue;
        href = safeHref(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
        break;
      }
      // A link inside a link is not HTML: close the outer one first.
      const outer = open.lastIndexOf('a');
      if (outer !== -1) while (open.length > outer) out.push(`</${open.pop()}>`);
      out.push(
        href === null
          ? '<a>'
          : /^(https?:)?\/\//i.test(href)
            ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">`
            : `<a href="${escapeAttribute(href)}">`,
      );
    } else out.push(`<${name}>`);
    open.push(name);
  }
  text(html.slice(last));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('').trim();
}

/** Plain text as the page's HTML: paragraphs at blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeAttribute(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
