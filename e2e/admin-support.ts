import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomMobile, sharedSignIn, signInByApi } from './auth-support';
import { holdRandomTime } from './checkout-support';

type Locale = 'en' | 'ar';

/** The demo's back-office staff (README "Signing in on the demo"); the manager and receptionist work at Olaya. */
export const staffMobiles = { owner: '500000109', manager: '500000110', receptionist: '500000111' } as const;

/** Signs a staff member in (one sign-in per number for the whole run, shared between tests). */
export const signInStaff = (page: Page, who: keyof typeof staffMobiles) =>
  sharedSignIn(page, staffMobiles[who]);

export type Booking = {
  token: string;
  mobile: string;
  order: { id: number; order_number: string; total: number };
  passes: { code: string; qr: string }[];
};

/** A new signed-in customer with a service at the Olaya branch (where the demo desk works) in the cart. */
export async function customerHoldingAtOlaya(page: Page, locale: Locale) {
  const mobile = randomMobile();
  const token = await signInByApi(page, mobile, {
    first_name: 'Nada',
    last_name: 'Alqahtani',
    gender: 'Female',
    date_of_birth: '1994-05-06',
  });
  const api = page.request;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
  const branches = (await (
    await api.get('/api/v1/branches', { headers: { 'accept-language': 'en' } })
  ).json()) as {
    data: { branches: { id: number; name: string }[] };
  };
  const olaya = branches.data.branches.find((b) => b.name.includes('Olaya'))!.id;
  await holdAt(api, headers, olaya);
  return { token, mobile, headers };
}

/**
 * A new customer with a confirmed booking at the Olaya branch, at a random free time more than a day ahead, paid in
 * cash at the branch; its entry passes.
 */
export async function bookingAtOlaya(page: Page, locale: Locale): Promise<Booking> {
  const { token, mobile, headers } = await customerHoldingAtOlaya(page, locale);
  const api = page.request;
  const placed = await api.post('/api/v1/orders', {
    headers: {
      ...headers,
      'idempotency-key': `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: { payment_method_id: 'cash' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: Booking['order'] } }).data.order;
  const passes = (await (await api.get(`/api/v1/orders/${order.id}/entry-passes`, { headers })).json()) as {
    data: { passes: Booking['passes'] };
  };
  expect(passes.data.passes.length).toBeGreaterThan(0);
  return { token, mobile, order, passes: passes.data.passes };
}

async function holdAt(api: APIRequestContext, headers: Record<string, string>, branch: number) {
  const list = (await (await api.get('/api/v1/products?type=service', { headers })).json()) as {
    data: { products: { id: number; branch_ids: number[] }[] };
  };
  const product = list.data.products.find((p) => p.branch_ids.includes(branch))!;
  if (await holdRandomTime(api, headers, product.id, [branch], Date.now() + 24 * 3_600_000)) return;
  throw new Error('could not hold a time at Olaya');
}

/**
 * The pass's QR drawn on a white 640×480 picture by the browser (from its SVG), as a PNG and as a Y4M video for
 * Chromium's fake camera (4:2:0: a text header, then per frame the luma plane and two flat chroma planes).
 */
export async function passPictures(page: Page, qr: string): Promise<{ png: Buffer; y4m: Buffer }> {
  const width = 640;
  const height = 480;
  const { png, luma } = await page.evaluate(
    async ({ qr, width, height }) => {
      const img = new Image();
      img.src = qr;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      const side = 320;
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(img, (width - side) / 2, (height - side) / 2, side, side);
      const rgba = ctx.getImageData(0, 0, width, height).data;
      let y = '';
      for (let i = 0; i < rgba.length; i += 4)
        y += String.fromCharCode(Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!));
      return { png: canvas.toDataURL('image/png').split(',')[1]!, luma: btoa(y) };
    },
    { qr, width, height },
  );
  const yPlane = Buffer.from(luma, 'base64');
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), yPlane, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return {
    png: Buffer.from(png, 'base64'),
    y4m: Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]),
  };
}
