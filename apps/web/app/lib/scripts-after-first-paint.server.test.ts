import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferScriptsInHead, scriptsAfterFirstPaint } from './scripts-after-first-paint.server';

const head =
  '<!DOCTYPE html><html lang="ar"><head><title>رونق سبا</title>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/>';
const body =
  '</head><body><p>نص <link rel="modulepreload" href="/x.js"/></p>' +
  '<script nonce="abc">window.x = 1;</script><script nonce="abc" type="module" async="">import("/assets/entry.js");</script>' +
  '<p>type="module" async="" as text</p></body></html>';
const html = head + body;

/** The document cut into pieces of `size` bytes (so tags and Arabic letters fall across chunks). */
const inChunks = (size: number) => {
  const bytes = Buffer.from(html, 'utf8');
  const chunks = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

describe('scriptsAfterFirstPaint', () => {
  it.each([1, 7, 24, 64, 4096])(
    'parks the head preloads and the one module script, in %i-byte chunks',
    async (size) => {
      const out = await text(inChunks(size).pipe(scriptsAfterFirstPaint('abc')));
      expect(out).toBe(
        head.replaceAll('rel="modulepreload"', 'rel="hajz-modulepreload"') +
          `<script nonce="abc">${/<script nonce="abc">(.*?)<\/script>/.exec(deferScriptsInHead('', 'abc'))![1]}</script>` +
          body.replace(' type="module" async=""', ' type="text/hajz-deferred"'),
      );
      // The body's own text and its other links are left as they were.
      expect(out).toContain('<link rel="modulepreload" href="/x.js"/>');
      expect(out).toContain('<p>type="module" async="" as text</p>');
    },
  );

  it('passes a document without a head through, the loader at its end', async () => {
    const out = await text(Readable.from([Buffer.from('<p>no head</p>')]).pipe(scriptsAfterFirstPaint('n1')));
    expect(out.startsWith('<p>no head</p><script nonce="n1">')).toBe(true);
  });
});
