import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Apple fetches this file from every domain registered for the merchant id before Apple Pay works there (ADR 0061). */
const path = '/.well-known/apple-developer-merchantid-domain-association';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(file: string | null) {
  const defaults = loadConfig({ NODE_ENV: 'test' }).applePay;
  const t = await createTestApp({
    seed: false,
    config: { applePay: { ...defaults, domainAssociationPath: file } },
  });
  apps.push(t);
  return t;
}

describe('the Apple Pay domain-association file', () => {
  it('is served as Apple gave it, as plain text, from the configured file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hajz-apple-')), 'association');
    const content = '7B227073704964223A2246363944...\n';
    writeFileSync(file, content);
    const t = await appWith(file);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(content);
  });

  it('is not served at all when no file is configured (the path falls to the 404 of any unknown page)', async () => {
    const t = await appWith(null);
    expect(t.app.hasRoute({ method: 'GET', url: path })).toBe(false);
  });
});
