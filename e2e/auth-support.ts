import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, tr } from './support';

/** A fresh valid Saudi mobile number (5 + an operator digit + 7 digits) so tests never share a cooldown. */
export function randomMobile(): string {
  const operator = ['0', '3', '5', '6', '8', '9'][Math.floor(Math.random() * 6)];
  return `5${operator}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/**
 * The code the console SMS provider "sent", read from its outbox like the demo hint does; a back-office number's
 * code is not in the public outbox, so it is read from the server log, as the demo's operator does (README).
 */
export async function latestCode(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/api/v1/dev/outbox?mobile_number=966${mobile}`);
  const body = (await res.json()) as { data: { messages: { body: string }[] } };
  const latest = body.data.messages[0];
  if (latest) return /\b(\d{4})\b/.exec(latest.body)![1]!;
  return staffCodeFromLog(mobile);
}

async function staffCodeFromLog(mobile: string): Promise<string> {
  const pattern = new RegExp(`back-office sign-in code for 966${mobile}: (\\d{4})`, 'g');
  const codes = () => [...readFileSync(serverLog(), 'utf8').matchAll(pattern)].map((m) => m[1]!);
  await expect
    .poll(() => codes().length, { message: `a code for ${mobile} in the server log` })
    .toBeGreaterThan(0);
  return codes().at(-1)!;
}

/** Where the e2e server's standard output goes (playwright.config.ts). */
export const serverLog = () => `${process.env.E2E_DATA_DIR ?? 'test-results/e2e'}-server.log`;

/** From an open wizard at the number step: type the number, accept the terms, continue, type the code. */
export async function enterNumberAndCode(
  page: Page,
  locale: 'en' | 'ar',
  mobile: string,
  { scan = false, staff = false } = {},
) {
  const t = (key: string) => tr(locale, 'auth', key);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t('send.title') })).toBeVisible();
  await dialog.getByLabel(t('send.mobile')).fill(mobile);
  await expect(dialog.getByLabel(t('send.mobile'))).toHaveValue(
    `${mobile.slice(0, 2)} ${mobile.slice(2, 6)} ${mobile.slice(6)}`,
  );
  await dialog.getByRole('checkbox').check();
  if (scan) await expectAccessible(page);
  await dialog.getByRole('button', { name: t('send.continue'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: t('verify.title') })).toBeVisible();
  // The demo hint shows a customer's code, never a back-office account's (issue 30 item 21: those are in the log).
  if (staff) await expect(dialog.getByTestId('demo-code')).toHaveCount(0);
  else await expect(dialog.getByTestId('demo-code')).toBeVisible();
  await expect(dialog.getByText(/\+966 \d{2} \d{4} \d{3}/)).toBeVisible();
  if (scan) await expectAccessible(page);
  await page.keyboard.type(await latestCode(page, mobile));
}

/** Keeps every data-layer event in session storage, so events pushed before a reload can be read after it. */
export async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      kept.push(...items);
      sessionStorage.setItem('e2e-data-layer', JSON.stringify(kept));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-data-layer'))) ?? '[]') as Record<
      string,
      unknown
    >[];
}

/** Signs a number in through the public API (code from the demo outbox) and hands the session to the page. */
export async function signInByApi(
  page: Page,
  mobile: string,
  profile?: Record<string, string>,
): Promise<string> {
  const api = page.request;
  // Each customer from their own address (the server trusts X-Forwarded-For in e2e): the per-address limits
  // on sign-in are for real traffic, not for a whole suite running on one machine.
  const headers = {
    'x-forwarded-for': `10.${mobile.slice(3, 5)}.${mobile.slice(5, 7)}.${Number(mobile.slice(7)) + 1}`,
  };
  const sent = await api.post('/api/v1/account/send-otp', {
    headers,
    data: { mobile_number: mobile, accept_terms: 1 },
  });
  expect(sent.status()).toBe(200);
  const otp = await latestCode(page, mobile);
  const verified = (await (
    await api.post('/api/v1/account/verify-otp', { headers, data: { mobile_number: mobile, otp } })
  ).json()) as {
    data: { token: string | null };
  };
  let token = verified.data.token;
  if (!token) {
    const registered = await api.post('/api/v1/user/register', {
      headers,
      data: { mobile_number: mobile, otp, ...profile },
    });
    expect(registered.status()).toBe(201);
    token = ((await registered.json()) as { data: { token: string } }).data.token;
  }
  await page.context().addCookies([
    {
      name: 'auth_token',
      value: token,
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Lax',
      expires: Date.now() / 1000 + 3600,
    },
  ]);
  return token;
}

/** A small real PNG (a 2x2 red square) for upload tests. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A demo customer's session shared by every spec file of the run: the first caller signs the number in, the others
 * wait for its token. Workers are separate processes, and a second code for one number within its 60 s resend
 * cooldown would be refused, so two files showing one demo customer (Sara: wallet and gift cards) share one
 * sign-in. The token sits next to the run's temporary database (E2E_DATA_DIR, one per run).
 */
export async function sharedSignIn(page: Page, mobile: string): Promise<string> {
  const dir = `${process.env.E2E_DATA_DIR ?? 'test-results/e2e'}-sessions`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${mobile}.token`;
  let mine = false;
  try {
    // mkdir is atomic: exactly one caller gets to sign in.
    mkdirSync(`${dir}/${mobile}.lock`);
    mine = true;
  } catch {
    mine = false;
  }
  if (mine) {
    const token = await signInByApi(page, mobile);
    writeFileSync(file, token);
    return token;
  }
  await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true);
  const token = readFileSync(file, 'utf8');
  await page
    .context()
    .addCookies([{ name: 'auth_token', value: token, domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
  return token;
}
