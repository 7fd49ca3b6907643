/**
 * A local push service speaking the Web Push protocol, for tests: it plays both the push service (RFC 8030: a push
 * resource per subscription, `TTL` required, 201 with a Location, 410 for a subscription that is gone) and the
 * browser behind it (its P-256 key pair and auth secret decrypt the aes128gcm payload, RFC 8291). It checks the
 * VAPID authorization (RFC 8292): an ES256 JWT whose `aud` is this origin, `exp` within 24 h, `sub` a contact, signed
 * with the key in `k` — and that `k` is the application server key the subscription was made with.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import ece from 'http_ece';
import { generate } from 'selfsigned';
import type { PushSubscription } from './interface.ts';

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; serverKey: string; gone: boolean };
export type Received = {
  id: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
};

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });

async function vapidError(
  header: string | undefined,
  origin: string,
  serverKey: string,
): Promise<string | null> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'missing vapid authorization';
  const [, token, key] = match;
  if (key !== serverKey) return 'not the key the subscription was made with';
  const raw = Buffer.from(key!, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 point';
  if (decodeProtectedHeader(token!).alg !== 'ES256') return 'alg must be ES256';
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  try {
    const { payload } = await jwtVerify(token!, await importJWK(jwk, 'ES256'), { audience: origin });
    if (typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000 + 86_400)
      return 'exp beyond 24 hours';
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
      return 'sub is not a contact';
    return null;
  } catch (error) {
    return `bad jwt: ${(error as Error).message}`;
  }
}

/** Push services are HTTPS only: a certificate for 127.0.0.1, and an agent that trusts just that certificate. */
async function loopbackTls() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert, agent: new Agent({ ca: pems.cert }) };
}

export async function startFakePushService() {
  const tls = await loopbackTls();
  const browsers = new Map<string, Browser>();
  const received: Received[] = [];
  let origin = '';
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const browser = id ? browsers.get(id) : undefined;
      if (req.method !== 'POST' || !id) return res.writeHead(404).end();
      if (!browser || browser.gone) return res.writeHead(410).end();
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
        return res.writeHead(400).end('TTL');
      if (req.headers['content-encoding'] !== 'aes128gcm') return res.writeHead(415).end();
      const problem = await vapidError(req.headers.authorization, origin, browser.serverKey);
      if (problem) return res.writeHead(403).end(problem);
      const encrypted = await body(req);
      if (encrypted.length > 4096) return res.writeHead(413).end();
      const plain: Buffer = ece.decrypt(encrypted, {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth.toString('base64url'),
      });
      received.push({
        id,
        payload: JSON.parse(plain.toString('utf8')),
        ttl,
        urgency: (req.headers.urgency as string) ?? null,
        topic: (req.headers.topic as string) ?? null,
      });
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    })().catch((error: unknown) => res.writeHead(400).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Give this to the sender: it trusts this service's certificate (and nothing else extra). */
    agent: tls.agent,
    received,
    /** A browser subscribing with our application server key: what `pushManager.subscribe` would return. */
    subscribe(serverKey: string): PushSubscription & { id: string } {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth, serverKey, gone: false });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The browser unsubscribed or the push service expired it: its resource answers 410 from now on. */
    expire(id: string) {
      browsers.get(id)!.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
