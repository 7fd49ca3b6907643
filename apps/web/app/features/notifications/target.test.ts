import { describe, expect, it } from 'vitest';
import { targetPath } from './target';

describe('where a notification goes', () => {
  it('opens the booking, the gift card, the wallet or the ticket', () => {
    expect(targetPath({ type: 'booking', order_id: 42 })).toBe('/dashboard/bookings?booking=42');
    expect(targetPath({ type: 'gift_card', serial_number: 'GC-A1' })).toBe(
      '/dashboard/gift-cards?card=GC-A1',
    );
    expect(targetPath({ type: 'wallet' })).toBe('/dashboard/wallet');
    expect(targetPath({ type: 'ticket', ticket_id: 7 })).toBe('/dashboard/tickets?ticket=7');
    expect(targetPath(null)).toBeNull();
  });
});
