/**
 * Test helper (not a test file): the real server (`src/server.ts`) as its own OS process, API only, on a given
 * database, with its log kept — what a replica behind a load balancer is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../paths.ts';

export type ServerProcess = {
  name: string;
  port: number;
  origin: string;
  /** Every line it has written to stdout and stderr since it was first started. */
  log: string[];
  start(): Promise<void>;
  /** SIGTERM, as a load balancer's orchestrator stops a replica; resolves when the process has exited. */
  stop(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function serverProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  let child: ChildProcess | null = null;

  async function healthy(deadline: number) {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (child?.exitCode !== null && child?.exitCode !== undefined) {
        throw new Error(`${name} exited with ${child.exitCode}:\n${log.slice(-20).join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${name} not healthy in time:\n${log.slice(-20).join('\n')}`);
  }

  return {
    name,
    port,
    origin,
    log,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = '';
        stream.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          log.push(...lines);
        });
      }
      await healthy(Date.now() + 90_000);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return running?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      running.kill('SIGTERM');
      return exited;
    },
  };
}
