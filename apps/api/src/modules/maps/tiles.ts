/**
 * GET maps/tiles.pmtiles: the operator's PMTiles file (MAP_PMTILES_PATH), served with HTTP Range requests, which is
 * how the PMTiles reader fetches a tile (one byte range per request) from a single static file. Kept out of the
 * OpenAPI document: it is a file, not an operation of the API.
 */
import { createReadStream, statSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../plugins/errors.ts';

export const tilesRoute: FastifyPluginAsync<{ path: string }> = async (app, { path }) => {
  const { size, mtimeMs } = statSync(path); // a missing file fails the start, not the first map
  const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;

  app.get(
    '/maps/tiles.pmtiles',
    { config: { rateLimit: { max: 3000, timeWindow: '1 minute' } }, schema: { hide: true } },
    async (request, reply) => {
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('cache-control', 'public, max-age=86400')
        .type('application/octet-stream');
      const range = request.headers.range;
      const ifRange = request.headers['if-range'];
      if (!range || (ifRange && ifRange !== etag)) {
        reply.header('content-length', size);
        return reply.send(createReadStream(path));
      }
      const parsed = parseRange(range, size);
      if (!parsed) {
        reply.header('content-range', `bytes */${size}`).type('application/json; charset=utf-8');
        return sendError(request, reply, 416, 'maps.range_invalid');
      }
      const [start, end] = parsed;
      reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1);
      return reply.send(createReadStream(path, { start, end }));
    },
  );
};

/** One range of "bytes=a-b", "bytes=a-" or "bytes=-n" (PMTiles readers send one); anything else is refused. */
export function parseRange(header: string, size: number): [number, number] | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0 ? null : [Math.max(0, size - n), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start > end || start >= size ? null : [start, end];
}
