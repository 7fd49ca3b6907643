import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors.ts';
import { sqlState } from '../../db/retry.ts';
import { withRetry } from './hold.ts';

const dbError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('withRetry', () => {
  it('reads the SQLSTATE through wrappers', () => {
    expect(sqlState(dbError('23P01'))).toBe('23P01');
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState({ code: 'ECONNRESET' })).toBeUndefined();
  });

  it('tries again after an exclusion violation, a serialization failure or a deadlock', async () => {
    for (const code of ['23P01', '40001', '40P01']) {
      let calls = 0;
      const result = await withRetry(async () => {
        calls++;
        if (calls < 3) throw dbError(code);
        return 'ok';
      });
      expect([code, result, calls]).toEqual([code, 'ok', 3]);
    }
  });

  it('gives up after 3 tries: 409 for a taken slot, 503 with Retry-After otherwise, never a 500', async () => {
    let calls = 0;
    const taken = withRetry(async () => {
      calls++;
      throw dbError('23P01');
    });
    await expect(taken).rejects.toMatchObject({ statusCode: 409, messageKey: 'cart.slot_taken' });
    expect(calls).toBe(3);
    const busy = withRetry(async () => {
      throw dbError('40P01');
    });
    await expect(busy).rejects.toBeInstanceOf(HttpError);
    await expect(busy).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw dbError('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
  });
});
