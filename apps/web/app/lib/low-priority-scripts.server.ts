import { Transform } from 'node:stream';

const headEnd = '</head>';

/** `<link rel="modulepreload" …>` → `<link rel="modulepreload" fetchpriority="low" …>` in `html`. */
export const lowerScriptPriority = (html: string) =>
  html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/**
 * The document's script preloads at low priority (ADR 0018): the page is rendered on the server and works
 * before hydration, so on a slow link the HTML, the stylesheet, the language's messages and the hero image
 * should get the bandwidth first; the scripts follow at once. Rewrites the head only (held until `</head>` has
 * passed, so a tag or a character split between two chunks is still seen whole), then lets the rest of the stream through.
 */
export function lowPriorityScripts(): Transform {
  let pending: Buffer | null = Buffer.alloc(0);
  const rewrite = (bytes: Buffer, end: number) =>
    Buffer.concat([
      Buffer.from(lowerScriptPriority(bytes.subarray(0, end).toString('utf8'))),
      bytes.subarray(end),
    ]);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!pending) return callback(null, chunk);
      const bytes = Buffer.concat([pending, chunk]);
      // Bytes, not text, until the head is whole: a character split between chunks is decoded once complete.
      const end = bytes.indexOf(headEnd);
      if (end < 0) {
        pending = bytes;
        return callback();
      }
      pending = null;
      callback(null, rewrite(bytes, end));
    },
    flush(callback) {
      callback(null, pending ? rewrite(pending, pending.length) : undefined);
    },
  });
}
