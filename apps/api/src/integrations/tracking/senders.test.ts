/** Each conversion sender against its fake vendor: the documented payload, hashed phone, shared event id. */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeGa4,
  startFakeMeta,
  startFakeSnap,
  startFakeTikTok,
  type FakeVendor,
} from './fake-vendor-servers.ts';
import { createGa4Sender } from './ga4-sender.ts';
import { TrackingError, type ConversionEvent } from './interface.ts';
import { createMetaSender } from './meta-sender.ts';
import { loadConfig } from '../../config.ts';
import { selectConversionSenders } from './select-senders.ts';
import { createSnapSender } from './snap-sender.ts';
import { createTikTokSender } from './tiktok-sender.ts';

const TOKEN = 'vendor-SECRET-token';
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const event: ConversionEvent = {
  name: 'purchase',
  eventId: 'HZ1042',
  time: new Date('2026-11-26T09:00:00Z'),
  sourceUrl: 'https://hajz.example/cart',
  user: { phone: '+966501234567', externalId: '7', clientId: '0b7c6a4e-2f7d-4c1e-9a55-3f2e8d1c0a9b' },
  value: 230,
  currency: 'SAR',
  items: [{ id: '12', name: 'Massage', quantity: 2, price: 115 }],
};
let fake: FakeVendor | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const only = (f: FakeVendor) => {
  expect(f.refusals).toEqual([]);
  expect(f.requests).toHaveLength(1);
  return f.requests[0]!;
};

describe('conversion senders against fake vendors', () => {
  it('Meta: Purchase with event_id = order number, phone as SHA-256 of the digits with country code', async () => {
    fake = await startFakeMeta(TOKEN);
    await createMetaSender({ accessToken: TOKEN, baseUrl: fake.url }).send(event, '123456789012');
    const request = only(fake);
    expect(request.path).toBe('/v21.0/123456789012/events');
    const [sent] = (request.body as Json).data;
    expect(sent).toMatchObject({
      event_name: 'Purchase',
      event_id: 'HZ1042',
      event_time: Date.parse('2026-11-26T09:00:00Z') / 1000,
    });
    expect(sent.user_data.ph).toEqual([sha('966501234567')]);
    expect(sent.user_data.external_id).toEqual([sha('7')]);
    expect(sent.custom_data).toMatchObject({
      currency: 'SAR',
      value: 230,
      content_ids: ['12'],
      num_items: 2,
    });
  });

  it('Snap: PURCHASE over v3 with the token in the query and the same event_id', async () => {
    fake = await startFakeSnap(TOKEN);
    await createSnapSender({ accessToken: TOKEN, baseUrl: fake.url }).send(
      event,
      'a1b2c3d4-0000-4000-8000-000000000001',
    );
    const request = only(fake);
    const [sent] = (request.body as Json).data;
    expect(sent).toMatchObject({ event_name: 'PURCHASE', event_id: 'HZ1042', action_source: 'WEB' });
    expect(sent.user_data.ph).toEqual([sha('966501234567')]);
    expect(sent.custom_data).toMatchObject({ currency: 'SAR', value: 230, order_id: 'HZ1042' });
  });

  it('TikTok: CompletePayment with the pixel as event_source_id and the phone hashed in E.164', async () => {
    fake = await startFakeTikTok(TOKEN);
    await createTikTokSender({ accessToken: TOKEN, baseUrl: fake.url }).send(event, 'C9ABCDEFGH12345');
    const request = only(fake);
    const body = request.body as Json;
    expect(body.event_source_id).toBe('C9ABCDEFGH12345');
    expect(body.data[0]).toMatchObject({ event: 'CompletePayment', event_id: 'HZ1042' });
    expect(body.data[0].user.phone).toBe(sha('+966501234567'));
    expect(body.data[0].properties.contents[0]).toEqual({
      content_id: '12',
      content_name: 'Massage',
      quantity: 2,
      price: 115,
    });
  });

  it('GA4: the data layer’s purchase over the Measurement Protocol, transaction_id = order number', async () => {
    fake = await startFakeGa4(TOKEN);
    await createGa4Sender({ apiSecret: TOKEN, baseUrl: fake.url }).send(event, 'G-TEST1234');
    const body = only(fake).body as Json;
    expect(body.client_id).toBe(event.user.clientId);
    expect(body.events[0]).toMatchObject({
      name: 'purchase',
      params: { transaction_id: 'HZ1042', currency: 'SAR' },
    });
  });

  it('a refused request fails without retry and without the token; a 5xx is retryable', async () => {
    fake = await startFakeMeta('another-token');
    const error = await createMetaSender({ accessToken: TOKEN, baseUrl: fake.url })
      .send(event, '123456789012')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrackingError);
    expect((error as TrackingError).retryable).toBe(false);
    expect((error as Error).message).not.toContain(TOKEN);
    const down = await createSnapSender({ accessToken: TOKEN, baseUrl: 'http://127.0.0.1:9' })
      .send(event, 'x')
      .catch((e: unknown) => e);
    expect((down as TrackingError).retryable).toBe(true);
  });

  it('TikTok’s refusal in a 200 body is an error', async () => {
    fake = await startFakeTikTok('another-token');
    await expect(
      createTikTokSender({ accessToken: TOKEN, baseUrl: fake.url }).send(event, 'C9ABCDEFGH12345'),
    ).rejects.toThrow(/code 40002/);
  });

  it('selects only the vendors whose secret is configured', () => {
    expect(selectConversionSenders(loadConfig({}))).toEqual([]);
    const names = selectConversionSenders(
      loadConfig({ META_CAPI_ACCESS_TOKEN: 'a', GA4_API_SECRET: ' b ' }),
    ).map((s) => s.name);
    expect(names).toEqual(['meta', 'ga4']);
  });
});
