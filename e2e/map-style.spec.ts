/**
 * A hosted map style (MAP_STYLE_URL, issue 14 item 3) on a server of its own: the address dialog's map loads the
 * style and its tiles from another origin, under the pages' strict CSP (every e2e fails on a violation), with no
 * request anywhere else.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test';
import { randomMobile, signInByApi } from './auth-support';
import { startOwnServer, ownServerPort } from './own-server';
import { blockOtherHosts, hydrated, prefix, tr } from './support';

const port = ownServerPort('mapStyle');
const baseURL = `http://127.0.0.1:${port}`;
// A 1×1 grey PNG: every tile of the stand-in tile server.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let server: ChildProcess | undefined;
let styles: Server | undefined;
const served: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  styles = createServer((req, res) => {
    served.push(req.url ?? '');
    const origin = `http://127.0.0.1:${(styles!.address() as AddressInfo).port}`;
    res.setHeader('access-control-allow-origin', '*');
    if (req.url?.startsWith('/style.json')) {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          version: 8,
          sources: { base: { type: 'raster', tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256 } },
          layers: [
            { id: 'land', type: 'background', paint: { 'background-color': '#ece7dc' } },
            { id: 'base', type: 'raster', source: 'base' },
          ],
        }),
      );
    } else if (req.url?.startsWith('/tiles/')) {
      res.setHeader('content-type', 'image/png');
      res.end(tile);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((done) => styles!.listen(0, '127.0.0.1', done));
  const stylePort = (styles.address() as AddressInfo).port;
  server = await startOwnServer(port, { MAP_STYLE_URL: `http://127.0.0.1:${stylePort}/style.json?key=e2e` });
});
test.afterAll(() => {
  server?.kill();
  styles?.close();
});

test('a hosted style draws the address map from its own origin, allowed by the CSP (ar)', async ({
  page,
  context,
}) => {
  const attempted = await blockOtherHosts(context);
  const t = (key: string) => tr('ar', 'addresses', key);
  await signInByApi(page, randomMobile(), {
    first_name: 'Dana',
    last_name: 'Alharbi',
    gender: 'Female',
    date_of_birth: '1995-05-05',
  });
  await page.goto(prefix('ar', '/dashboard/profile'));
  await hydrated(page);
  await page.getByRole('button', { name: t('profile.manage') }).click();
  const list = page.getByRole('dialog', { name: t('list.title') });
  await list.getByRole('button', { name: t('list.add') }).click();
  const form = page.getByRole('dialog', { name: t('form.add_title') });
  await expect(form.getByText(t('map.hint'))).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => served.filter((u) => u.startsWith('/tiles/')).length).toBeGreaterThan(0);
  expect(served.some((u) => u.startsWith('/style.json?key=e2e'))).toBe(true);
  expect(attempted).toEqual([]);
});
