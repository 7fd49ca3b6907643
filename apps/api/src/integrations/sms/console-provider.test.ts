import { describe, expect, it } from 'vitest';
import { createConsoleProvider } from './console-provider.ts';

describe('console SMS provider', () => {
  it('logs one line per message and returns console-<n> ids', async () => {
    const lines: string[] = [];
    const sms = createConsoleProvider({ log: (line) => lines.push(line) });
    await expect(sms.send({ to: '966500000001', body: 'رمز التحقق: 1234' })).resolves.toEqual({
      provider: 'console',
      messageId: 'console-1',
    });
    await expect(sms.send({ to: '966500000002', body: 'line one\nline two' })).resolves.toMatchObject({
      messageId: 'console-2',
    });
    expect(lines).toEqual([
      '[sms] to=966500000001 body="رمز التحقق: 1234"',
      '[sms] to=966500000002 body="line one\\nline two"',
    ]);
  });

  it('keeps the outbox latest first, filtered by number, with ISO times', async () => {
    let t = Date.parse('2025-01-01T09:00:00Z');
    const sms = createConsoleProvider({ log: () => {}, now: () => new Date((t += 1000)) });
    await sms.send({ to: '966500000001', body: 'a' });
    await sms.send({ to: '966500000002', body: 'b' });
    await sms.send({ to: '966500000001', body: 'c' });

    expect(sms.outbox().map((m) => m.body)).toEqual(['c', 'b', 'a']);
    expect(sms.outbox('966500000001')).toEqual([
      { to: '966500000001', body: 'c', messageId: 'console-3', sentAt: '2025-01-01T09:00:03.000Z' },
      { to: '966500000001', body: 'a', messageId: 'console-1', sentAt: '2025-01-01T09:00:01.000Z' },
    ]);
    expect(sms.outbox('966599999999')).toEqual([]);
  });

  it('drops the oldest messages beyond its capacity', async () => {
    const sms = createConsoleProvider({ log: () => {}, capacity: 2 });
    for (const body of ['1', '2', '3']) await sms.send({ to: '966500000001', body });
    expect(sms.outbox().map((m) => m.body)).toEqual(['3', '2']);
  });

  it('returns copies, and clear() empties the outbox', async () => {
    const sms = createConsoleProvider({ log: () => {} });
    await sms.send({ to: '966500000001', body: 'x' });
    sms.outbox()[0]!.body = 'changed';
    expect(sms.outbox()[0]!.body).toBe('x');
    sms.clear();
    expect(sms.outbox()).toEqual([]);
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => createConsoleProvider({ capacity: 0 })).toThrow(/capacity/);
  });
});
