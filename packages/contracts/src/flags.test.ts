import { describe, expect, it } from 'vitest';
import { flag01 } from './flags.ts';
import { sendOtpBody } from './auth.ts';

describe('flag01', () => {
  it('takes "0" and "1", and 0 and 1 from a JSON body, as "0" | "1"', () => {
    expect([flag01.parse('0'), flag01.parse('1'), flag01.parse(0), flag01.parse(1)]).toEqual([
      '0',
      '1',
      '0',
      '1',
    ]);
  });

  it.each([true, false, '', 'yes', 2, '01', ' 1', null])(
    'refuses %j (it used to pass for true and false)',
    (v) => {
      expect(flag01.safeParse(v).success).toBe(false);
    },
  );

  it('accept_terms is a flag that must be 1', () => {
    const body = { mobile_number: '500000001' };
    expect(sendOtpBody.safeParse({ ...body, accept_terms: 1 }).success).toBe(true);
    expect(sendOtpBody.safeParse({ ...body, accept_terms: '1' }).success).toBe(true);
    for (const v of [true, 0, '0', false, ''])
      expect(sendOtpBody.safeParse({ ...body, accept_terms: v }).success, JSON.stringify(v)).toBe(false);
  });
});
