/**
 * A spec that needs the server configured otherwise (tracking ids, a hosted map style) runs the built server on a
 * port and a database of its own, so its settings never reach the pages other specs drive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
