import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { codeAfterImages } from './code-after-images.server.ts';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '</head><body><p>Text that says <link rel="modulepreload" href="x"/> in the body</p></body></html>';

async function through(chunks: Array<string | Buffer>): Promise<string> {
  return text(
    Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).pipe(
      codeAfterImages(),
    ),
  );
}

describe('the page code at low priority', () => {
  it('marks every module preload of the head low, however the stream is cut, and nothing else', async () => {
    const expected = page
      .replace(
        '<link rel="modulepreload" href="/assets/entry.client.js"/>',
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>',
      )
      .replace(
        '<link rel="modulepreload" href="/assets/root.js"/>',
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>',
      );
    expect(await through([page])).toBe(expected);
    // Cut inside a tag, and byte by byte.
    for (const cut of [20, 95, 100, page.indexOf('</head>') + 3]) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    expect(await through([...page])).toBe(expected);
  });

  it('keeps a Bengali character cut between two chunks whole', async () => {
    const bengali = Buffer.from(page.replace('<head>', '<head><title>হাট</title>'));
    const cut = bengali.indexOf(Buffer.from('হাট')) + 1;
    const answer = await through([bengali.subarray(0, cut), bengali.subarray(cut)]);
    expect(answer).toContain('<title>হাট</title>');
    expect(answer).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>');
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await through(['<p>no head', ' here</p>'])).toBe('<p>no head here</p>');
  });
});
