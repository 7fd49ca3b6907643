import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { StaffTicketSummary, StaffTicketThread } from '@hajz/contracts/tickets';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { adminI18n, loadAdminMessages } from '~/admin-kit/i18n';
import { StaffProvider } from '~/admin-kit/staff';
import { fakeFetch, ok, type Call, type Route } from '~/lib/testing/fake-fetch';
import { DeskTicketsView } from './desk-tickets-view';

let calls: Call[];
let routes: Record<string, Route>;

const ticket = (over: Partial<StaffTicketSummary> = {}): StaffTicketSummary => ({
  id: 41,
  subject: 'Parking at Olaya',
  category: 'booking',
  status: 'open',
  order: { id: 5, order_number: 'HZ000105' },
  branch: { id: 1, name: 'Olaya' },
  unread_count: 1,
  last_message: 'Is there parking?',
  last_message_at: '2031-03-05T10:00:00+03:00',
  created_at: '2031-03-05T09:00:00+03:00',
  customer: { user_id: 7, name: 'Noura Ali', mobile_number: '501234567', guest: false },
  ...over,
});
const page = (tickets: StaffTicketSummary[]) => ({
  tickets,
  unread_count: tickets.reduce((n, x) => n + x.unread_count, 0),
  pagination_options: {
    current_page: 1,
    last_page: 1,
    per_page: 30,
    total: tickets.length,
    next_page_url: null,
    prev_page_url: null,
  },
});
const thread = (over: Partial<StaffTicketSummary> = {}): StaffTicketThread => ({
  ticket: ticket({ unread_count: 0, ...over }),
  messages: [
    {
      id: 1,
      side: 'customer',
      author_name: 'Noura Ali',
      body: 'Is there parking?',
      attachments: [],
      created_at: '2031-03-05T09:00:00+03:00',
    },
  ],
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function renderDesk(staff: StaffAccess, entry = '/admin/tickets', locale: Locale = 'en') {
  await loadI18n(locale);
  await loadAdminMessages(locale);
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <StaffProvider staff={staff}>
          <DeskTicketsView timeZone="Asia/Riyadh" />
          <Where />
        </StaffProvider>
      ),
    },
  ]);
  render(
    <I18nProvider i18n={adminI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? `/ar${entry}` : entry]} />
    </I18nProvider>,
  );
}
const owner: StaffAccess = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null };
const receptionist: StaffAccess = { user_id: 2, role: 'receptionist', branch_ids: [1], resource_id: null };
const asked = (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method);

beforeEach(() => {
  localStorage.clear();
  routes = {
    'GET /api/v1/admin/tickets': () =>
      ok(
        page([
          ticket(),
          ticket({
            id: 42,
            subject: 'Fridays?',
            branch: null,
            order: null,
            unread_count: 0,
            status: 'awaiting_customer',
            customer: { user_id: null, name: 'Maha', mobile_number: '551112222', guest: true },
          }),
        ]),
      ),
    'GET /api/v1/admin/tickets/41': () => ok(thread()),
    'GET /api/v1/branches': () =>
      ok({
        branches: [
          { id: 1, name: 'Olaya' },
          { id: 2, name: 'Jeddah' },
        ],
      }),
  };
  calls = fakeFetch((call) => routes[`${call.method} ${call.path}`]?.(call));
});
afterEach(() => vi.unstubAllGlobals());

describe('the desk’s support tickets', () => {
  it('lists who wrote, where, the status and the unread messages; filters go to the server and the address', async () => {
    await renderDesk(owner);
    const rows = await screen.findAllByTestId('desk-ticket');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Noura Ali');
    expect(rows[0]!.textContent).toContain('+966 501234567');
    expect(within(rows[0]!).getByTestId('desk-ticket-status').textContent).toBe('To answer');
    expect(within(rows[0]!).getByTestId('desk-ticket-unread').textContent).toBe('1');
    expect(rows[1]!.textContent).toContain('Guest (contact form)');
    expect(rows[1]!.textContent).toContain('No branch');
    // The customer's own words keep their direction inside an Arabic page ("Fridays?", not "?Fridays").
    expect(within(rows[1]!).getByText('Fridays?').tagName).toBe('BDI');
    expect(screen.getByText(/2 tickets · 1 unread message/)).toBeTruthy();

    const filters = screen.getByTestId('desk-filters');
    await waitFor(() => expect(within(filters).getAllByRole('option', { name: 'Jeddah' })).toHaveLength(1));
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'open');
    await userEvent.selectOptions(within(filters).getByLabelText('Branch'), 'none');
    await userEvent.click(within(filters).getByLabelText('Unread only'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/tickets?status=open&branch=none&unread=1'),
    );
    const last = asked('/api/v1/admin/tickets').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      page: '1',
      status: 'open',
      branch: 'none',
      unread: '1',
    });
    // A ticket opens over the filters it came from.
    const [first] = await screen.findAllByTestId('desk-ticket');
    expect(first!.getAttribute('href')).toBe('/admin/tickets?status=open&branch=none&unread=1&ticket=41');
  });

  it('a receptionist is offered only their branch, never the branchless tickets', async () => {
    await renderDesk(receptionist);
    const filters = await screen.findByTestId('desk-filters');
    await waitFor(() => expect(within(filters).getAllByRole('option', { name: 'Olaya' })).toHaveLength(1));
    expect(within(filters).queryByRole('option', { name: 'Jeddah' })).toBeNull();
    expect(within(filters).queryByRole('option', { name: 'No branch' })).toBeNull();
  });

  it('opens a ticket, answers it with a form, and resolves it', async () => {
    routes['POST /api/v1/admin/tickets/41/messages'] = () => {
      const next = thread({ status: 'awaiting_customer' });
      next.messages.push({
        ...next.messages[0]!,
        id: 2,
        side: 'staff',
        author_name: 'Yousef',
        body: 'Yes, behind it.',
      });
      return ok(next, 'Your reply was sent', 201);
    };
    routes['POST /api/v1/admin/tickets/41/resolve'] = () =>
      ok(thread({ status: 'resolved' }), 'The ticket is marked as resolved');
    await renderDesk(owner, '/admin/tickets?status=open&ticket=41');
    const view = await screen.findByTestId('desk-ticket-thread');
    expect(within(view).getByRole('heading', { level: 2, name: 'Parking at Olaya' })).toBeTruthy();
    expect(within(view).getByRole('link', { name: 'All tickets' }).getAttribute('href')).toBe(
      '/admin/tickets?status=open',
    );
    expect(within(view).getByText('The customer is told in the app and by SMS.')).toBeTruthy();
    const box = within(view).getByTestId('reply-form');
    await userEvent.type(within(box).getByLabelText('Your answer'), 'Yes, behind it.');
    await userEvent.click(within(box).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(within(view).getAllByTestId('ticket-message')).toHaveLength(2));
    expect(asked('/api/v1/admin/tickets/41/messages', 'POST')[0]!.form!.get('message')).toBe(
      'Yes, behind it.',
    );
    expect(within(view).getByTestId('desk-ticket-status').textContent).toBe('Waiting for the customer');
    await userEvent.click(within(view).getByRole('button', { name: 'Mark as resolved' }));
    expect(await within(view).findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(within(view).getByTestId('desk-ticket-status').textContent).toBe('Resolved');
  });

  it('speaks Arabic', async () => {
    await renderDesk(owner, '/admin/tickets', 'ar');
    const rows = await screen.findAllByTestId('desk-ticket');
    expect(within(rows[0]!).getByTestId('desk-ticket-status').textContent).toBe('بحاجة إلى رد');
    expect(rows[0]!.getAttribute('href')).toBe('/ar/admin/tickets?ticket=41');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تذاكر الدعم');
  });
});
