// The fakes must refuse what the real gateways refuse; otherwise the adapter tests would prove nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeTaqnyat } from './fake-taqnyat-server.ts';
import { startFakeUnifonic } from './fake-unifonic-server.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const valid = {
  AppSid: 'sid',
  SenderID: 'Hajz',
  Recipient: '966507679351',
  Body: 'hi',
  responseType: 'JSON',
};

describe('fake Unifonic', () => {
  async function post(body: string, headers: Record<string, string>, path = '/rest/SMS/messages') {
    const fake = await startFakeUnifonic({ appSid: 'sid' });
    closers.push(fake.close);
    const res = await fetch(`${fake.url}${path}`, { method: 'POST', headers, body });
    return { status: res.status, json: (await res.json()) as { success: boolean; errorCode: string }, fake };
  }
  const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };

  it('accepts the documented request and records it', async () => {
    const { status, json, fake } = await post(form(valid), formHeaders);
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, errorCode: 'ER-00' });
    expect(fake.requests[0]!.body).toEqual(valid);
  });

  it('refuses JSON, a missing field, a wrong path and a missing Accept', async () => {
    expect(
      (await post(JSON.stringify(valid), { ...formHeaders, 'Content-Type': 'application/json' })).status,
    ).toBe(415);
    const { Body: _body, ...noBody } = valid;
    expect((await post(form(noBody), formHeaders)).json).toMatchObject({
      success: false,
      errorCode: 'FAKE-INVALID',
    });
    expect((await post(form(valid), formHeaders, '/rest/SMS/message')).status).toBe(404);
    expect((await post(form(valid), { 'Content-Type': formHeaders['Content-Type'] })).status).toBe(406);
  });

  it('refuses a recipient with + or 00', async () => {
    for (const Recipient of ['+966507679351', '00966507679351']) {
      expect((await post(form({ ...valid, Recipient }), formHeaders)).json).toMatchObject({
        success: false,
        errorCode: 'ER-04',
      });
    }
  });
});

describe('fake Taqnyat', () => {
  async function post(body: unknown, headers: Record<string, string>) {
    const fake = await startFakeTaqnyat({ token: 'tok' });
    closers.push(fake.close);
    const res = await fetch(`${fake.url}/v1/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }
  const headers = { Authorization: 'Bearer tok', 'Content-Type': 'application/json' };
  const payload = { recipients: ['966501234567'], body: 'hi', sender: 'Hajz' };

  it('answers the documented 201 with accepted/rejected strings', async () => {
    const { status, json } = await post(payload, headers);
    expect(status).toBe(201);
    expect(json).toMatchObject({
      statusCode: 201,
      accepted: '[966501234567,]',
      rejected: '[]',
      currency: 'SAR',
    });
  });

  it('refuses a missing or non-bearer token, a missing sender and a string recipient', async () => {
    expect((await post(payload, { 'Content-Type': 'application/json' })).status).toBe(401);
    expect((await post(payload, { ...headers, Authorization: 'tok' })).status).toBe(401);
    expect((await post({ ...payload, sender: '' }, headers)).status).toBe(400);
    expect((await post({ ...payload, recipients: '966501234567' }, headers)).status).toBe(400);
  });
});
