/**
 * Test helper (not a test file): the whole app with the APS adapter, listening on a real port next to the fake
 * APS, so the fake's browser redirects and transaction feedback reach our routes over HTTP as in production;
 * and a cookie-less fetch "browser" that walks the pop-up from our payment link to /secure-payment.
 */
import { createServer, type AddressInfo } from 'node:net';
import { NEXT_YEAR, SECRETS } from './payments-aps-harness.ts';
import { startFakeApsServer, type FakeAps } from '../integrations/payments/aps/fake-aps-server.ts';
import { parseForm } from '../integrations/payments/aps/fake-browser.ts';
import { createApsProvider } from '../integrations/payments/aps/provider.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createCustomers, createFixture, type Fixture } from './booking.ts';

export type ApsApp = {
  t: TestApp;
  fake: FakeAps;
  /** Where the app listens, also its PUBLIC_URL. */
  origin: string;
  fx: Fixture;
  customer(): { id: number; token: string };
  close(): Promise<void>;
};

/**
 * A free port, known before the app is built: PUBLIC_URL (which the return URL is made of) is read when the
 * routes are registered, so the origin cannot come from `listen` itself.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The app with the APS adapter on `port`, next to a fake APS that knows where to send its feedback. */
async function listenOn(port: number, notify: boolean) {
  const origin = `http://127.0.0.1:${port}`;
  const fake = await startFakeApsServer({
    ...SECRETS,
    ...(notify ? { notificationUrl: `${origin}/api/v1/payments/webhook/aps` } : {}),
  });
  let t: TestApp | undefined;
  try {
    t = await createTestApp({
      payments: {
        provider: createApsProvider({
          ...SECRETS,
          checkoutUrl: fake.checkoutUrl,
          apiUrl: fake.apiUrl,
          fallbackEmail: 'payments@hajz.test',
          timeoutMs: 5000,
        }),
      },
      config: { PUBLIC_URL: origin },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    return { t, fake, origin };
  } catch (error) {
    await t?.close();
    await fake.close();
    throw error;
  }
}

/** `notify: false` gives a fake APS without a transaction-feedback URL: every notification is lost. */
export async function startApsApp(options: { notify: boolean; customers?: number }): Promise<ApsApp> {
  // The probed port is free only until someone else binds it (the fake's own ephemeral port, another test file's
  // server): on EADDRINUSE, start over on a new one.
  let started: Awaited<ReturnType<typeof listenOn>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await listenOn(await freePort(), options.notify);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
    }
  }
  const { t, fake, origin } = started;
  const fx = await createFixture(t, { resources: 3, price: 15000 });
  const customers = await createCustomers(t, options.customers ?? 8);
  return {
    t,
    fake,
    origin,
    fx,
    customer: () => customers.shift()!,
    close: async () => {
      // Feedback still on its way would hit a closed app and leave a pending fetch behind.
      await fake.settled();
      await t.close();
      await fake.close();
    },
  };
}

export type Step = { method: 'GET' | 'POST'; url: string; form?: Record<string, string> };
export type Walk = {
  /** /secure-payment (or /ar/secure-payment) on our origin, when the walk got there. */
  landing: URL | null;
  /** Every request the browser made, in order (the one it stopped before is not included). */
  steps: Step[];
  /** The request the browser was about to make when `stopBefore` said stop. */
  stoppedBefore: Step | null;
};

const landingPath = /^(\/ar)?\/secure-payment$/;

/**
 * Opens `url` like the pop-up does, never sending cookies: follows redirects, submits auto-posting forms, types
 * `card` on APS's card form and answers the 3-D Secure page with `acs`. Stops at /secure-payment on `origin`
 * (our web app's page, not served by the API), before a request `stopBefore` picks, or on a page it cannot
 * get past (an unfilled card form) with landing null.
 */
export async function browse(
  origin: string,
  url: string,
  o: {
    card?: string;
    acs?: 'authenticated' | 'failed';
    stopBefore?: (step: Step) => boolean;
  } = {},
): Promise<Walk> {
  const steps: Step[] = [];
  let step: Step = { method: 'GET', url: new URL(url, origin).toString() };
  for (let n = 0; n < 20; n++) {
    const target = new URL(step.url);
    if (target.origin === origin && landingPath.test(target.pathname)) {
      return { landing: target, steps, stoppedBefore: null };
    }
    if (o.stopBefore?.(step)) return { landing: null, steps, stoppedBefore: step };
    steps.push(step);
    const res = await fetch(step.url, {
      method: step.method,
      redirect: 'manual',
      ...(step.form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(step.form).toString(),
          }
        : {}),
    });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer();
      step = { method: 'GET', url: new URL(location, step.url).toString() };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${step.method} ${step.url} answered ${res.status}: ${html}`);
    const form = parseForm(html, step.url);
    if (form.method !== 'POST') throw new Error(`unexpected page at ${step.url}: ${html.slice(0, 300)}`);
    // Told apart by what the customer types: the 3-D Secure result form also carries a (masked) card_number.
    if (/<input[^>]*autocomplete="cc-number"/.test(html)) {
      // APS's card form: left unfilled, the customer closed the pop-up there.
      if (!o.card) return { landing: null, steps, stoppedBefore: null };
      const card = {
        card_number: o.card,
        expiry: `05/${NEXT_YEAR}`,
        card_security_code: '123',
        card_holder_name: 'Sara Alharbi',
      };
      step = { method: 'POST', url: form.action, form: { ...form.fields, ...card } };
    } else if (/<button[^>]*name="outcome"/.test(html)) {
      if (!o.acs) return { landing: null, steps, stoppedBefore: null };
      step = { method: 'POST', url: form.action, form: { ...form.fields, outcome: o.acs } };
    } else {
      // An auto-posting form (ours to APS's merchant page, or APS's 3-D Secure result back to us).
      step = { method: 'POST', url: form.action, form: form.fields };
    }
  }
  throw new Error(`too many steps: ${steps.map((s) => `${s.method} ${s.url}`).join(' → ')}`);
}
