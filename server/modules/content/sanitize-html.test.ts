import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, textToHtml } from './sanitize-html.ts';

describe('sanitizeHtml (static pages’ allow-list)', () => {
  it('keeps the editor’s formatting: headings, bold, italic, lists, paragraphs and safe links', () => {
    const html =
      '<h2>Returns</h2><p>Within <b>7 days</b>, <em>unused</em>. <a href="https://haat.com.bd/help">Help</a> or <a href="/contact">contact</a>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Returns</h2><p>Within <b>7 days</b>, <em>unused</em>. <a href="https://haat.com.bd/help" rel="noopener noreferrer nofollow">Help</a> or <a href="/contact">contact</a>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>',
    );
  });

  it('removes <script>, <style> and <iframe> with their content', () => {
    const out = sanitizeHtml(
      '<p>a<script>alert(1)</script>b</p><style>p{}</style><iframe src="https://x"></iframe><SCRIPT src=x></SCRIPT>c',
    );
    expect(out).toBe('<p>ab</p>c');
    expect(out).not.toMatch(/script|alert|iframe/i);
  });

  it('removes every on* handler and every other attribute', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red" class="x">t</p><img src=x onerror=alert(1)><b onmouseover=\'x()\'>b</b><a href="/ok" onclick="evil()">l</a>',
    );
    expect(out).toBe('<p>t</p><b>b</b><a href="/ok">l</a>');
    expect(out).not.toMatch(/on\w+=|style|onerror/i);
  });

  it('drops javascript:, data: and vbscript: links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
    expect(safeHref('mailto:help@haat.com.bd')).toBe('mailto:help@haat.com.bd');
    expect(safeHref('tel:+8801700000000')).toBe('tel:+8801700000000');
  });

  it('escapes stray markup and text, closes what was left open, ignores stray closing tags', () => {
    expect(sanitizeHtml('<p>1 < 2 & "q"</p></div><b>open')).toBe('<p>1 &lt; 2 &amp; "q"</p><b>open</b>');
    expect(sanitizeHtml('<!-- x --><p>a<!--<script>-->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<h1>T</h1><div>d</div>')).toBe('<h2>T</h2><p>d</p>');
    expect(sanitizeHtml('<a href="/a">x<a href="/b">y</a></a>')).toBe('<a href="/a">x</a><a href="/b">y</a>');
  });

  it('turns plain text into paragraphs, escaped', () => {
    expect(textToHtml('One <b>\nline\n\nTwo & three')).toBe(
      '<p>One &lt;b&gt;<br>line</p><p>Two &amp; three</p>',
    );
  });
});
