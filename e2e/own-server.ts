/**
 * A spec that needs the server configured otherwise (tracking ids, a hosted map style) runs the built server on a
 * port and a database of its own, so its settings never reach the pages other specs drive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Each spec with a server of its own has its own port above the suite's (E2E_PORT): one table, so two specs
 * running side by side never start on the same port.
 */
const ownPortOffsets = { consent: 7, mapStyle: 8, eInvoicing: 9, wallets: 10, freshProcess: 11 } as const;
export const ownServerPort = (spec: keyof typeof ownPortOffsets) =>
  Number(process.env.E2E_PORT ?? 3210) + ownPortOffsets[spec];

const outputs = new WeakMap<ChildProcess, string[]>();

/** What an own server has written to its standard output so far (its log: e.g. a back-office sign-in code). */
export const ownServerOutput = (child: ChildProcess) => (outputs.get(child) ?? []).join('');

export async function startOwnServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const root = resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hajz-own-e2e-')),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
  });
  const output: string[] = [];
  outputs.set(child, output);
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('own server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * A back-office number signed in on an own server by API; its code is not in the demo outbox but in the server's
 * log, read as the demo's operator does (README). Answers the session token.
 */
export async function ownServerStaffToken(
  api: APIRequestContext,
  server: ChildProcess,
  mobile: string,
): Promise<string> {
  await api.post('/api/v1/account/send-otp', { data: { mobile_number: mobile, accept_terms: 1 } });
  const outbox = (await (await api.get(`/api/v1/dev/outbox?mobile_number=966${mobile}`)).json()) as {
    data: { messages: unknown[] };
  };
  expect(outbox.data.messages).toEqual([]);
  const pattern = new RegExp(`back-office sign-in code for 966${mobile}: (\\d{4})`);
  await expect
    .poll(() => pattern.test(ownServerOutput(server)), { message: 'the code in the server log' })
    .toBe(true);
  const otp = pattern.exec(ownServerOutput(server))![1]!;
  const verified = (await (
    await api.post('/api/v1/account/verify-otp', { data: { mobile_number: mobile, otp } })
  ).json()) as { data: { token: string } };
  return verified.data.token;
}
