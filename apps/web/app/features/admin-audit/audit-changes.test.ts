import { describe, expect, it } from 'vitest';
import type { Locale } from '@hajz/contracts/locale';
import { readAdminLocaleFiles } from '~/admin-kit/admin-locale-files';
import { createTranslator } from '~/lib/translator';
import { auditChanges, type AuditContext } from './audit-changes';

async function context(locale: Locale, action: string): Promise<AuditContext> {
  const t = createTranslator(locale, await readAdminLocaleFiles(locale)).getFixedT('admin');
  return { t, locale, timeZone: 'Asia/Riyadh', names: { branch: { '1': 'Olaya' } }, action };
}
const plain = (changes: { field: string; before: string[]; after: string[] }[]) =>
  changes.map((c) => [c.field, c.before.join(' | '), c.after.join(' | ')].map((s) => s.replace(/\s/g, ' ')));

describe('an audit entry’s changes in words (issue 30 item 15)', () => {
  it('reads dates, clock times, pictures and lists of records as a person would, and nothing unchanged', async () => {
    const special = {
      action: 'branch.exception',
      before: null,
      after: { date: '2027-06-02', start_at: '20:00', end_at: '23:30', is_closed: false, note_en: '' },
    };
    expect(plain(auditChanges(special, await context('en', special.action)))).toEqual([
      ['date', '', 'Wed, 2 Jun 2027'],
      ['start_at', '', '8:00 PM'],
      ['end_at', '', '11:30 PM'],
      ['is_closed', '', 'No'],
      ['note_en', '', '—'],
    ]);
    const hours = {
      action: 'branch.hours',
      before: [{ day: 0, is_active: true, start_at: '09:00', end_at: '22:00' }],
      after: [{ day: 0, is_active: false, start_at: '09:00', end_at: '22:00' }],
    };
    expect(plain(auditChanges(hours, await context('en', hours.action)))).toEqual([
      [
        'hours',
        'Day: Sunday · Active: Yes · Starts: 9:00 AM · Ends: 10:00 PM',
        'Day: Sunday · Active: No · Starts: 9:00 AM · Ends: 10:00 PM',
      ],
    ]);
    const product = {
      action: 'product.update',
      before: { image: '/img/a.webp', branch_ids: [1, 2], price: 100 },
      after: { image: '/img/b.webp', branch_ids: [1], price: 100 },
    };
    const ar = plain(auditChanges(product, await context('ar', product.action)));
    expect(ar).toEqual([
      ['image', 'صورة', 'صورة'],
      ['branch_ids', 'Olaya وسجل محذوف (#2)', 'Olaya'],
    ]);
  });
});
