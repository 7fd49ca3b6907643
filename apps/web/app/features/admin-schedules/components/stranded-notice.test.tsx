import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAdmin } from '~/admin-kit/testing';
import { StrandedNotice } from './stranded-notice';

const bookings = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    order_id: i + 1,
    order_number: `HZ00000${i + 1}`,
    customer_name: 'Sara Ali',
    service_name: 'Massage',
    start_at: `2026-12-01T1${i % 10}:00:00+03:00`,
    end_at: `2026-12-01T1${i % 10}:30:00+03:00`,
  }));

const heading = async (locale: 'en' | 'ar', n: number) => {
  const view = await renderAdmin(
    <StrandedNotice
      stranding={{ message: '', stranded: bookings(n), confirm: async () => {} }}
      timeZone="Asia/Riyadh"
      onCancel={() => {}}
    />,
    { path: '/admin/schedules', locale },
  );
  const text = screen.getByRole('heading').textContent;
  view.unmount();
  return text;
};

describe('the stranded notice (issue 30 item 14)', () => {
  it('counts the bookings in the plural form the number takes, never "booking(s)"', async () => {
    expect(await heading('en', 1)).toBe('This booking would fall outside working time');
    expect(await heading('en', 3)).toBe('These 3 bookings would fall outside working time');
    expect(await heading('ar', 1)).toBe('هذا الحجز سيقع خارج وقت العمل');
    expect(await heading('ar', 2)).toBe('هذان الحجزان سيقعان خارج وقت العمل');
    expect(await heading('ar', 3)).toBe('3 حجوزات ستقع خارج وقت العمل');
    expect(await heading('ar', 11)).toBe('11 حجزًا ستقع خارج وقت العمل');
  });
});
