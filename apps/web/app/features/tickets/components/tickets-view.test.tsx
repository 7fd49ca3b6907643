import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { useTicketUnread } from '~/lib/ticket-unread-store';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { message, summary, thread, ticketsPage } from '../testing';
import { TicketsView } from './tickets-view';

let calls: Call[];
let routes: Record<string, Route>;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function renderView(entry = '/dashboard/tickets', locale: Locale = 'en') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          <TicketsView timeZone="Asia/Riyadh" />
          <Where />
        </>
      ),
    },
  ]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? `/ar${entry}` : entry]} />
    </I18nProvider>,
  );
}
const asked = (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 'token-of-noura');
  useTicketUnread.setState({ count: null });
  routes = {
    'GET /api/v1/tickets': () =>
      ok(
        ticketsPage([
          summary(),
          summary({
            id: 42,
            subject: 'Gift card',
            unread_count: 0,
            status: 'resolved',
            order: null,
            last_message: '',
          }),
        ]),
      ),
    'GET /api/v1/tickets/41': () => ok(thread()),
    'GET /api/v1/tickets/unread-count': () => ok({ unread_count: 0 }),
    [`GET /api/v1/tickets/41/attachments/${'a'.repeat(32)}`]: () => ({
      status: 200,
      body: new Blob(['webp']),
    }),
    'GET /api/v1/orders': () =>
      ok({ orders: [{ id: 5, order_number: 'HZ000105', date: '2031-03-07', branch_name: 'Olaya' }] }),
    'GET /api/v1/orders/5': () =>
      ok({ id: 5, order_number: 'HZ000105', date: '2031-03-07', branch_name: 'Olaya' }),
  };
  calls = fakeFetch((call) => routes[`${call.method} ${call.path}`]?.(call));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my tickets', () => {
  it('shows skeletons, then each ticket with its status and unread replies; the navigation badge follows', async () => {
    let release = () => {};
    const held = routes['GET /api/v1/tickets']!;
    routes['GET /api/v1/tickets'] = async (call) => {
      await new Promise<void>((resolve) => (release = resolve));
      return held(call);
    };
    await renderView();
    expect(await screen.findByRole('status', { name: 'Loading your tickets' })).toBeTruthy();
    release();
    const items = await screen.findAllByTestId('ticket-item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first.getAttribute('href')).toBe('/dashboard/tickets?ticket=41');
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(within(first).getByTestId('ticket-unread').textContent).toBe('2');
    expect(within(first).getByText('2 unread replies').className).toContain('sr-only');
    expect(within(first).getByTestId('ticket-status').textContent).toBe('Answered');
    expect(first.textContent).toContain('HZ000105');
    // The customer's own words keep their direction inside an Arabic page.
    expect(within(second).getByText('Gift card').tagName).toBe('BDI');
    expect(within(second).queryByTestId('ticket-unread')).toBeNull();
    expect(within(second).getByTestId('ticket-status').textContent).toBe('Resolved');
    // A reply that is only a picture.
    expect(second.textContent).toContain('A picture');
    expect(useTicketUnread.getState().count).toBe(2);
  });

  it('says when there are none, and offers to write', async () => {
    routes['GET /api/v1/tickets'] = () => ok(ticketsPage([], 0));
    await renderView();
    const empty = await screen.findByTestId('tickets-empty');
    expect(within(empty).getByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
    await userEvent.click(within(empty).getByRole('button', { name: 'New ticket' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/tickets?new=1');
    expect(await screen.findByTestId('new-ticket-form')).toBeTruthy();
  });

  it('shows a failed load with Try again', async () => {
    routes['GET /api/v1/tickets'] = () => refusal(503, 'The database is not reachable');
    await renderView();
    const error = await screen.findByTestId('tickets-error');
    expect(error.textContent).toContain('The database is not reachable');
    routes['GET /api/v1/tickets'] = () => ok(ticketsPage([summary()]));
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('ticket-item')).toHaveLength(1);
  });

  it('is in Arabic under /ar', async () => {
    await renderView('/dashboard/tickets', 'ar');
    const [first] = await screen.findAllByTestId('ticket-item');
    expect(first!.getAttribute('href')).toBe('/ar/dashboard/tickets?ticket=41');
    expect(within(first!).getByTestId('ticket-status').textContent).toBe('تم الرد');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تذاكر الدعم');
  });
});

describe('a ticket’s thread', () => {
  it('shows the messages with the picture fetched with the bearer token, and the badge asked again', async () => {
    await renderView('/dashboard/tickets?ticket=41');
    const messages = await screen.findAllByTestId('ticket-message');
    expect(messages.map((m) => m.getAttribute('data-side'))).toEqual(['customer', 'staff']);
    expect(within(messages[0]!).getByText('You')).toBeTruthy();
    expect(within(messages[1]!).getByText('Yousef')).toBeTruthy();
    expect(within(messages[0]!).getByText('Is there parking?').getAttribute('dir')).toBe('auto');
    const picture = await within(messages[1]!).findByTestId('ticket-picture');
    expect(picture.getAttribute('alt')).toBe('Picture sent by Yousef');
    const fetched = asked(`/api/v1/tickets/41/attachments/${'a'.repeat(32)}`);
    expect(fetched[0]!.headers).toMatchObject({ authorization: 'Bearer token-of-noura' });
    expect(screen.getByRole('heading', { level: 2, name: 'Parking at Olaya' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Booking HZ000105' }).getAttribute('href')).toBe(
      '/dashboard/bookings?booking=5',
    );
    await waitFor(() => expect(asked('/api/v1/tickets/unread-count')).toHaveLength(1));
  });

  it('sends a reply with a picture as a form, and shows the thread as the server answers it', async () => {
    routes['POST /api/v1/tickets/41/messages'] = () =>
      ok(
        thread({
          ticket: summary({ status: 'open', unread_count: 0 }),
          messages: [...thread().messages, message({ id: 3, body: 'Thank you!' })],
        }),
        'Your reply was sent',
        201,
      );
    await renderView('/dashboard/tickets?ticket=41');
    const box = await screen.findByTestId('reply-form');
    // Nothing written, nothing chosen: said, not sent.
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(within(box).getByText('Write a message or attach a picture')).toBeTruthy();
    expect(asked('/api/v1/tickets/41/messages', 'POST')).toHaveLength(0);

    await userEvent.type(within(box).getByLabelText('Your reply'), 'Thank you!');
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(within(box).getByTestId('image-attach'), photo);
    expect(within(box).getByText('photo.png')).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(3));
    const [sent] = asked('/api/v1/tickets/41/messages', 'POST');
    expect(sent!.form!.get('message')).toBe('Thank you!');
    expect((sent!.form!.get('image') as File).name).toBe('photo.png');
    expect((within(box).getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('ticket-status').textContent).toBe('Waiting for us');
  });

  it('refuses a picture that is not one or is over 5 MB before sending', async () => {
    await renderView('/dashboard/tickets?ticket=41');
    const box = await screen.findByTestId('reply-form');
    const input = within(box).getByTestId('image-attach');
    await userEvent.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(within(box).getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP image');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    expect(within(box).getByRole('alert').textContent).toBe('The picture must be 5 MB or smaller');
    expect(within(box).queryByText('big.jpg')).toBeNull();
  });

  it('says when the ticket is not the customer’s', async () => {
    routes['GET /api/v1/tickets/41'] = () => refusal(404, 'This ticket was not found');
    await renderView('/dashboard/tickets?ticket=41');
    expect((await screen.findByTestId('ticket-error')).textContent).toContain('This ticket was not found');
    expect(screen.getByRole('link', { name: 'All tickets' }).getAttribute('href')).toBe('/dashboard/tickets');
  });
});

describe('a new ticket', () => {
  it('from a booking: the booking chosen, the fields checked, then sent as a form and opened', async () => {
    routes['POST /api/v1/tickets'] = () =>
      ok(thread({ ticket: summary({ id: 77 }) }), 'We received your message. We will answer here', 201);
    await renderView('/dashboard/tickets?new=1&order=5');
    const form = await screen.findByTestId('new-ticket-form');
    await waitFor(() =>
      expect((within(form).getByTestId('ticket-booking') as HTMLSelectElement).value).toBe('5'),
    );
    expect((within(form).getByLabelText('What is it about?') as HTMLSelectElement).value).toBe('booking');
    await userEvent.type(within(form).getByLabelText('Subject'), 'Hi');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByText('The subject must have 3 to 120 characters')).toBeTruthy();
    expect(within(form).getByText('Write your message')).toBeTruthy();
    expect(asked('/api/v1/tickets', 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Subject'), ' there');
    await userEvent.type(within(form).getByLabelText('Your message'), 'Can I come later?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/tickets?ticket=77'));
    const [sent] = asked('/api/v1/tickets', 'POST');
    expect(Object.fromEntries(sent!.form!.entries())).toEqual({
      subject: 'Hi there',
      category: 'booking',
      order_id: '5',
      message: 'Can I come later?',
    });
  });

  it('shows the server’s per-field messages', async () => {
    routes['POST /api/v1/tickets'] = () => ({
      status: 422,
      body: {
        status: false,
        message: 'Some fields are not valid',
        errors: { category: ['Choose what it is about'] },
      },
    });
    await renderView('/dashboard/tickets?new=1');
    const form = await screen.findByTestId('new-ticket-form');
    await userEvent.type(within(form).getByLabelText('Subject'), 'Refund');
    await userEvent.type(within(form).getByLabelText('Your message'), 'Where is it?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Choose what it is about')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/tickets?new=1');
  });
});
