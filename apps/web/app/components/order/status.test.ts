import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@hajz/contracts/order-rules';
import {
  badgeBackground,
  badgeText,
  contrastRatio,
  fallbackStatusColor,
  isCancelled,
  statusLabel,
} from './status';
import { statusOf } from '~/lib/testing/orders';

describe('status badge', () => {
  it('uses the server colour, or grey-blue when there is none or it is not a colour', () => {
    expect(badgeBackground('#15803d')).toBe('#15803d');
    expect(badgeBackground('')).toBe(fallbackStatusColor);
    expect(badgeBackground(null)).toBe(fallbackStatusColor);
    expect(badgeBackground('red; background:url(x)')).toBe(fallbackStatusColor);
  });

  it('picks the text colour with at least 4.5:1 contrast on every server colour and the fallback', () => {
    const colours = [
      ...Object.values(orderStatuses).map((s) => s.color),
      fallbackStatusColor,
      '#fde047',
      '#ffffff',
      '#000',
    ];
    for (const background of colours)
      expect(contrastRatio(background, badgeText(background))).toBeGreaterThanOrEqual(4.5);
    expect(badgeText('#fde047')).toBe('#0f172a');
    expect(badgeText('#1d4ed8')).toBe('#ffffff');
  });

  it('reads the status text, else the label in the language, else the capitalised status', () => {
    const status = statusOf('pending_payment');
    expect(statusLabel({ status, status_text: 'Awaiting payment' }, 'en')).toBe('Awaiting payment');
    expect(statusLabel({ status, status_text: '' }, 'ar')).toBe('بانتظار الدفع');
    expect(
      statusLabel({ status: { ...status, label: '', labels: { en: '', ar: '' } }, status_text: '' }, 'en'),
    ).toBe('Pending payment');
  });

  it('counts status value 9 or a cancelled label as cancelled', () => {
    expect(isCancelled({ status: statusOf('cancelled') })).toBe(true);
    expect(isCancelled({ status: { ...statusOf('expired'), label: 'Order canceled' } })).toBe(true);
    expect(isCancelled({ status: statusOf('completed') })).toBe(false);
  });
});
