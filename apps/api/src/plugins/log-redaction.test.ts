/** pino's second net: values logged by hand under a secret's name come out as "[redacted]". */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRedact } from './log-redaction.ts';

describe('logRedact', () => {
  it('hides an EGS private key and Fatoora credentials logged by hand', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { stream: sink, redact: logRedact } });
    app.log.info({
      unit: {
        privateKeyPem: '-----BEGIN PRIVATE KEY-----abc',
        sealedPrivateKey: 'v1.a.b.c',
        binarySecurityToken: 'TUlJQ0VE',
        secret: 'Dehvg1fc6GEIK3dQvfQ',
        requestID: '1234567890123',
      },
    });
    await app.close();
    const logged = lines.join('');
    for (const value of ['PRIVATE KEY', 'v1.a.b.c', 'TUlJQ0VE', 'Dehvg1fc6GEIK3dQvfQ']) {
      expect(logged).not.toContain(value);
    }
    expect(logged).toContain('1234567890123');
    expect(logged).toContain('[redacted]');
  });
});
