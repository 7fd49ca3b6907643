import { describe, expect, it } from 'vitest';
import { paymentMessageFromQuery, paymentUrl } from './payment-window';

describe('payment window helpers', () => {
  it('adds the saved card to the payment page URL', () => {
    expect(paymentUrl('/api/v1/payments/HZ-1/pay?lang=ar')).toBe('/api/v1/payments/HZ-1/pay?lang=ar');
    expect(paymentUrl('/api/v1/payments/HZ-1/pay?lang=ar', 31)).toBe(
      '/api/v1/payments/HZ-1/pay?lang=ar&card=31',
    );
    expect(paymentUrl('/api/v1/payments/HZ-1/pay', 31)).toBe('/api/v1/payments/HZ-1/pay?card=31');
  });

  it('reads the outcome from the return query, and nothing from an incomplete one', () => {
    const read = (query: string) => paymentMessageFromQuery(new URLSearchParams(query));
    expect(read('kind=card&status=success&ref=CS-1&reason=declined')).toEqual({
      source: 'hajz-payment',
      kind: 'card',
      status: 'success',
      reference: 'CS-1',
      // A reason only goes with a failure.
      reason: null,
    });
    expect(read('kind=payment&status=failed&reason=insufficient_funds')).toMatchObject({
      reference: null,
      reason: 'insufficient_funds',
    });
    expect(read('kind=refund&status=success')).toBeNull();
    expect(read('kind=payment&status=paid')).toBeNull();
    expect(read('')).toBeNull();
  });
});
