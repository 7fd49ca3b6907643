/** Plumbing the fake SMS gateways and maps providers share: a node:http server on 127.0.0.1:0 recording requests. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string's parameters (the last value of a repeated name). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Form fields as an object for urlencoded bodies, the parsed value for JSON, otherwise undefined. */
  body: unknown;
};

export type FakeReply = { status: number; body: unknown; delayMs?: number };

export type FakeHttp = { url: string; requests: ReceivedRequest[]; close(): Promise<void> };

/** `handle` answers each request after it is recorded; a reply with `delayMs` is sent that much later. */
export async function startFakeHttp(handle: (request: ReceivedRequest) => FakeReply): Promise<FakeHttp> {
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0] ?? '',
        query: Object.fromEntries(new URL(req.url ?? '/', 'http://fake').searchParams),
        headers: req.headers,
        rawBody,
        body: parseBody(req.headers['content-type'], rawBody),
      };
      requests.push(request);
      const reply = handle(request);
      const answer = () => {
        if (res.destroyed) return;
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        res.writeHead(reply.status, {
          'Content-Type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        });
        res.end(text);
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function parseBody(contentType: string | undefined, raw: string): unknown {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw));
  if (type === 'application/json') {
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The recipient format both gateways accept for Saudi mobiles: international, without + or 00. */
export const SAUDI_MOBILE = /^9665\d{8}$/;
