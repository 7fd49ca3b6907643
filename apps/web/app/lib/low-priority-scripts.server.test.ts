import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './low-priority-scripts.server';

const html =
  '<!DOCTYPE html><html lang="ar"><head><title>رونق سبا</title>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/>' +
  '</head><body><p>نص <link rel="modulepreload" href="/x.js"/></p></body></html>';

/** The document cut into pieces of `size` bytes (so tags and Arabic letters fall across chunks). */
const inChunks = (size: number) => {
  const bytes = Buffer.from(html, 'utf8');
  const chunks = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

describe('lowPriorityScripts', () => {
  it.each([1, 7, 64, 4096])('lowers the head preloads only, whole, in %i-byte chunks', async (size) => {
    const out = await text(inChunks(size).pipe(lowPriorityScripts()));
    expect(out).toBe(
      html
        .replace(
          '<link rel="modulepreload" href="/assets/entry.js"/>',
          '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>',
        )
        .replace(
          '<link rel="modulepreload" href="/assets/framework.js"/>',
          '<link rel="modulepreload" fetchpriority="low" href="/assets/framework.js"/>',
        ),
    );
  });
});
