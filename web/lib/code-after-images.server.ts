import { Transform } from 'node:stream';

/**
 * The page's code is fetched at low priority, after the stylesheet and the images of the first
 * screen (issue 16): React writes a `<link rel="modulepreload">` per module the page needs (a
 * dozen or more), each fetched at high priority, and on a phone's connection they took the
 * bandwidth the largest image needed. The page is drawn by the server and works without its code
 * (forms post, links navigate); the code hydrates it a moment later. Only the head is touched.
 */
export function codeAfterImages(): Transform {
  const held: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held.push(chunk);
      // Bytes, not text, until the head is whole: a chunk may end inside a Bengali character.
      const bytes = Buffer.concat(held);
      const end = bytes.indexOf('</head>');
      if (end === -1) return callback();
      done = true;
      held.length = 0;
      const head = bytes
        .subarray(0, end)
        .toString('utf8')
        .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
      callback(null, Buffer.concat([Buffer.from(head, 'utf8'), bytes.subarray(end)]));
    },
    flush(callback) {
      callback(null, held.length > 0 ? Buffer.concat(held) : undefined);
    },
  });
}
