import { describe, expect, it } from 'vitest';
import { adminScreens, screenAt, screensFor } from './screens';
import { readAdminLocaleFiles } from './admin-locale-files';

describe('admin screens (the seam)', () => {
  it('lists for each role only the screens it may open, in order', () => {
    expect(screensFor('owner').map((s) => s.path)).toEqual([
      'calendar',
      'check-in',
      'bookings',
      'waitlist',
      'customers',
      'tickets',
      'catalogue',
      'schedules',
      'promo-codes',
      'gift-cards',
      'e-invoicing',
      'fees',
      'loyalty',
      'reports',
      'settings',
      'marketing',
      'messaging',
      'audit-log',
    ]);
    expect(screensFor('manager').map((s) => s.path)).toEqual([
      'calendar',
      'check-in',
      'bookings',
      'waitlist',
      'customers',
      'tickets',
      'catalogue',
      'schedules',
      'reports',
      'audit-log',
    ]);
    expect(screensFor('receptionist').map((s) => s.path)).toEqual([
      'calendar',
      'check-in',
      'bookings',
      'waitlist',
      'customers',
      'tickets',
    ]);
    expect(screensFor('staff').map((s) => s.path)).toEqual(['calendar']);
  });

  it('finds the screen of a path and of the pages below it, and no other', () => {
    expect(screenAt('/admin/bookings')?.path).toBe('bookings');
    expect(screenAt('/admin/bookings/12')?.path).toBe('bookings');
    expect(screenAt('/admin')).toBeUndefined();
    expect(screenAt('/admin/bookingsx')).toBeUndefined();
  });

  it('has unique paths, a route module under routes/admin.*, and a label in both languages', async () => {
    expect(new Set(adminScreens.map((s) => s.path)).size).toBe(adminScreens.length);
    for (const locale of ['en', 'ar'] as const) {
      const { admin } = await readAdminLocaleFiles(locale);
      for (const s of adminScreens) {
        expect(s.module).toMatch(/^routes\/admin\./);
        const [group, key] = s.navKey.split('.') as [string, string];
        expect((admin?.[group] as Record<string, string>)[key], `${locale} ${s.navKey}`).toBeTruthy();
      }
    }
  });
});
