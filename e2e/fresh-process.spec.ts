/**
 * Answers that depend on a process's first request or on what Node's HTTP parser refuses, checked over real HTTP
 * against a server of our own started for this file (issue 18, D3 and D7). The build is the one `npm start` made
 * for the suite's web server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { expect, test } from './test';
import { ownServerPort } from './own-server';

const port = ownServerPort('freshProcess');
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess;

/** One raw HTTP/1.1 exchange: what a browser or a probe would send, without a client library's own limits. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', fail);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      done({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: resolve(import.meta.dirname, '..'),
    // The demo, as `npm start` runs it (a production start without DEMO refuses to run unconfigured).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
});
test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a form POST to a page as the very first request is a 405 page in its language, not a 500 (D3)', async () => {
  const first = await fetch(`${origin}/ar/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'a=1',
  });
  expect(first.status).toBe(405);
  expect(first.headers.get('allow')).toBe('GET, HEAD');
  expect(await first.text()).toContain('<html lang="ar" dir="rtl"');
  const english = await fetch(`${origin}/`, { method: 'POST', body: 'a=1' });
  expect(english.status).toBe(405);
});

test('a 20,000-character query is a 431 in our envelope, with no body for HEAD (D7)', async () => {
  const long = 'q=' + 'a'.repeat(20_000);
  const get = await raw(`GET /?${long} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  expect(get.status).toBe(431);
  expect(get.headers).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(get.body)).toEqual({ status: false, message: expect.any(String) });
  const head = await raw(`HEAD /?${long} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  expect(head.status).toBe(431);
  expect(head.body).toBe('');
  expect(head.headers).toMatch(/content-length: 0/i);
  // The server is still answering afterwards.
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
});
