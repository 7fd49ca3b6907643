import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditActions, auditRecordKinds, type AuditEntry } from '@hajz/contracts/staff';
import { renderAdmin } from '~/admin-kit/testing';
import { readAdminLocaleFiles } from '~/admin-kit/admin-locale-files';
import * as api from '~/admin-kit/api';
import type { AuditNames } from '../audit-changes';
import { AuditScreen } from './audit-screen';

vi.mock('~/admin-kit/api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  adminGet: vi.fn(),
}));

const owner = { user_id: 1, role: 'owner' as const, branch_ids: 'all' as const, resource_id: null };
const entry = (e: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'action' | 'entity' | 'entity_id'>) => ({
  actor_id: 1,
  actor_name: 'Huda',
  branch_id: 1,
  before: null,
  after: null,
  created_at: '2026-11-27T09:30:00.000Z',
  order_id: null,
  ...e,
});

/** A page as the API answers it, the names in the reader's language. */
function page(names: {
  customer: string;
  line: string;
  service: string;
  from: string;
  to: string;
  actor: string;
  note: string;
}) {
  return {
    entries: [
      entry({
        id: 4,
        action: 'booking.move',
        entity: 'order_item',
        entity_id: '12',
        order_id: 40,
        before: {
          start_at: '2026-11-28T08:00:00.000Z',
          end_at: '2026-11-28T09:00:00.000Z',
          resource_ids: [7],
        },
        after: {
          start_at: '2026-11-28T11:00:00.000Z',
          end_at: '2026-11-28T12:00:00.000Z',
          resource_ids: [8],
        },
      }),
      entry({
        id: 3,
        action: 'order.cancel',
        entity: 'order',
        entity_id: '40',
        order_id: 40,
        before: { status: 'confirmed' },
        after: { status: 'cancelled', refund_to: 'wallet' },
      }),
      entry({
        id: 2,
        action: 'product.update',
        entity: 'product',
        entity_id: '5',
        before: { id: 5, price: 15000, is_active: true, branch_ids: [1], sort: 1 },
        after: { id: 5, price: 16000, is_active: true, branch_ids: [1], sort: 1 },
      }),
      entry({
        id: 1,
        action: 'customer.note',
        entity: 'customer',
        entity_id: '9',
        after: { note_id: 3, body: names.note },
      }),
    ].map((e) => ({ ...e, actor_name: names.actor })),
    names: {
      order_item: { '12': names.line },
      order: { '40': `H-1001 · ${names.customer}` },
      product: { '5': names.service },
      customer: { '9': names.customer },
      resource: { '7': names.from, '8': names.to },
    } satisfies AuditNames,
    page: 1,
    has_more: false,
  };
}

const english = {
  customer: 'Reem',
  line: 'H-1001 · Hot stone massage',
  service: 'Hot stone massage',
  from: 'Noura',
  to: 'Maha',
  actor: 'Huda',
  note: 'ok',
};
const arabic = {
  customer: 'ريم',
  line: 'H-1001 · مساج الحجر الساخن',
  service: 'مساج الحجر الساخن',
  from: 'نورة',
  to: 'مها',
  actor: 'هدى',
  note: 'حسنًا',
};

beforeEach(() => vi.mocked(api.adminGet).mockReset());
/** An element's text as a person reads it; a string given to `toMatch` is looked for as it stands. */
const text = (el: HTMLElement) => el.textContent!.replace(/\s+/g, ' ');

describe('the audit log in words (issue 30 item 15)', () => {
  it('says what was done to which record, by the names people know, and what changed field by field', async () => {
    vi.mocked(api.adminGet).mockResolvedValue(page(english));
    await renderAdmin(<AuditScreen />, { path: '/admin/audit-log', staff: owner });
    const items = within(await screen.findByTestId('audit-entries')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const [move, cancel, edit, note] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(text(move)).toMatch('Moved a booking');
    expect(within(move).getByRole('link', { name: english.line }).getAttribute('href')).toBe(
      '/admin/bookings/40',
    );
    await userEvent.click(within(move).getByText('What changed'));
    const moved = within(move).getByTestId('audit-changes');
    expect(text(moved)).toMatch('Staff or roomsBefore: NouraAfter: Maha');
    expect(text(moved)).toMatch(/StartsBefore: Sat, 28 Nov 2026 11:00 AMAfter: Sat, 28 Nov 2026 2:00 PM/);

    expect(text(cancel)).toMatch('Cancelled a booking');
    expect(within(cancel).getByRole('link', { name: 'H-1001 · Reem' }).getAttribute('href')).toBe(
      '/admin/bookings/40',
    );
    expect(text(cancel)).toMatch('StatusBefore: ConfirmedAfter: Cancelled');
    expect(text(cancel)).toMatch('Refunded toAfter: Wallet');

    // Only what changed: the price, not the unchanged branches, state or the record's own id and place.
    expect(text(edit)).toMatch('Service or product: Hot stone massage');
    const fields = within(edit)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(fields).toEqual(['Price']);
    expect(text(edit)).toMatch(/Before: 150\.00\sSARAfter: 160\.00\sSAR/);

    expect(within(note).getByRole('link', { name: 'Reem' }).getAttribute('href')).toBe('/admin/customers/9');
    expect(text(note)).toMatch('NoteAfter: ok');

    const all = screen.getByTestId('audit-entries').textContent!;
    expect(all, 'no raw JSON').not.toMatch(/[{}"]/);
    expect(all, 'no code words').not.toMatch(/order_item|booking\.move|resource_ids|refund_to|#\d/);
    expect(screen.getAllByText(/bookings and payments at the desk/)).toHaveLength(1);
  });

  it('has no English on the Arabic page beyond the records’ own names', async () => {
    vi.mocked(api.adminGet).mockResolvedValue(page(arabic));
    await renderAdmin(<AuditScreen />, { locale: 'ar', path: '/admin/audit-log', staff: owner });
    const list = await screen.findByTestId('audit-entries');
    for (const summary of within(list).getAllByText('ما الذي تغيّر')) await userEvent.click(summary);
    expect(text(list)).toMatch('نقل حجزًا');
    expect(text(list)).toMatch('الموظفون أو الغرفقبل: نورةبعد: مها');
    const shown = document.body.textContent!.replaceAll('H-1001', '');
    expect(shown.match(/[A-Za-z]+/g), 'Latin words on the Arabic page').toBeNull();
  });

  it('names every action the log records and every kind of record, in both languages', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const audit = (await readAdminLocaleFiles(locale)).admin!.audit as {
        actions: Record<string, Record<string, string>>;
        entities: Record<string, string>;
      };
      const missing = auditActions.filter((a) => {
        const [group, verb] = a.split('.') as [string, string];
        return !audit.actions[group]?.[verb];
      });
      expect(missing, `${locale}: actions without words`).toEqual([]);
      expect(
        [...auditRecordKinds, 'business_settings'].filter((k) => !audit.entities[k]),
        `${locale}: records without a name`,
      ).toEqual([]);
    }
  });
});
