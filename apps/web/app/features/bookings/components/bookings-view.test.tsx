import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetails } from '@hajz/contracts/orders';
import { useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { forgetBranchPlaces } from '../api';
import { useBookings } from '../store';
import { booking, listPage, olaya, statusOf } from '~/lib/testing/orders';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { BookingsView } from './bookings-view';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';

const initial = useBookings.getState();
let calls: Call[];
let list: Route;
const listCalls = () =>
  calls
    .filter((c) => c.path === '/api/v1/orders')
    .map((c) => `active=${c.query.get('active')}&page=${c.query.get('page')}`);

const past = (over: Partial<OrderDetails> = {}) => {
  const order = booking({ id: 402, order_number: 'HZ-2020-000402', status: statusOf('completed'), ...over });
  order.products = order.products.map((p) => ({
    ...p,
    start_at: '2020-01-05T10:00:00+03:00',
    end_at: '2020-01-05T11:00:00+03:00',
  }));
  return order;
};
const cancelled = () =>
  past({ id: 403, order_number: 'HZ-2020-000403', status: statusOf('cancelled'), status_text: 'Cancelled' });

async function renderView(locale: 'en' | 'ar' = 'en', search = '') {
  await renderHost(locale, <BookingsView userId={7} timeZone="Asia/Riyadh" />, search);
}
const cards = () => screen.queryAllByTestId('booking-card');

beforeEach(() => {
  localStorage.clear();
  useBookings.setState(initial, true);
  useDialogs.getState().closeAll();
  useToasts.setState({ toasts: [] });
  forgetBranchPlaces();
  list = (call) =>
    call.query.get('active') === '1'
      ? ok(listPage([booking()], { page: Number(call.query.get('page')), last: 2 }))
      : ok(listPage([], { active: '0' }));
  calls = fakeFetch((call) => {
    if (call.path === '/api/v1/orders') return list(call);
    if (call.path === '/api/v1/orders/501') return ok(booking());
    if (call.path === '/api/v1/branches')
      return ok({ branches: [{ ...olaya, phone: '', latitude: 1, longitude: 1 }] });
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my bookings page', () => {
  it('shows skeletons, then the active bookings as cards', async () => {
    let release = () => {};
    const held = list;
    list = async (call) => {
      await new Promise<void>((resolve) => (release = resolve));
      return held(call);
    };
    await renderView();
    expect(await screen.findByRole('status', { name: 'Loading your bookings…' })).toBeTruthy();
    release();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = cards()[0]!;
    expect(within(card).getByRole('heading', { name: 'Booking HZ-2031-000501' })).toBeTruthy();
    expect(card.textContent).toContain('Swedish massage');
    expect(card.textContent).toContain('Rawnaq Olaya');
    expect(card.textContent).toContain('Wed, 5 Mar 2031 · 10:00 AM');
    expect(within(card).getByTestId('status-badge').textContent).toBe('Confirmed');
    expect(within(card).getByTestId('booking-total').textContent).toBe('640.00\u00a0SAR');
    expect(screen.queryByRole('status', { name: 'Loading your bookings…' })).toBeNull();
    expect(listCalls()).toEqual(['active=1&page=1']);
  });

  it('a gift whose time is not chosen yet says who chooses it instead of dashes', async () => {
    const gift = (is_sender: boolean) =>
      booking({
        products: booking().products.map((p) => ({ ...p, start_at: null, end_at: null })),
        gifted_info: {
          id: 31,
          is_sender,
          is_completed: false,
          status: 'waiting',
          sender_user: { full_name: 'Sara Ali' },
          receiver_user: { full_name: 'Noura Alqahtani' },
          gifted_status: { label: 'Waiting for a reply', color: '#b45309' },
          gift_message: null,
          schedule_by: null,
        },
      });
    list = (call) =>
      call.query.get('active') === '1'
        ? ok(listPage([gift(true), { ...gift(false), id: 502 }]))
        : ok(listPage([]));
    await renderView();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]!.textContent).toContain('Noura Alqahtani has yet to choose a time');
    expect(cards()[1]!.textContent).toContain('Not chosen yet: open the gift to choose a time');
    expect(cards()[0]!.textContent).not.toContain('—');
  });

  it('has accessible Active and Completed tabs; Completed lists history and says when it is empty', async () => {
    const user = userEvent.setup();
    await renderView();
    const tabs = await screen.findByRole('tablist', { name: 'Booking lists' });
    const active = within(tabs).getByRole('tab', { name: 'Active' });
    await waitFor(() => expect(active.hasAttribute('disabled')).toBe(false));
    expect(active.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByRole('heading', { name: 'No past bookings yet' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Your completed visits show up here.');
    expect(listCalls()).toEqual(['active=1&page=1', 'active=0&page=1']);
  });

  it('files cancelled bookings under their own tab, not under Completed (issue 30 item 4)', async () => {
    const user = userEvent.setup();
    list = (call) => {
      const tab = call.query.get('tab');
      if (tab === 'active') return ok(listPage([booking()]));
      return ok(listPage(tab === 'cancelled' ? [cancelled()] : [past()], { active: '0' }));
    };
    await renderView();
    const tabs = await screen.findByRole('tablist', { name: 'Booking lists' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Booking HZ-2020-000402' })).toBeTruthy(),
    );
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.hasAttribute('data-cancelled')).toBe(false);
    await user.click(within(tabs).getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Booking HZ-2020-000403' })).toBeTruthy(),
    );
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.getAttribute('data-cancelled')).toBe('true');
    expect(
      calls
        .filter((c) => c.path === '/api/v1/orders')
        .map((c) => `active=${c.query.get('active')}&tab=${c.query.get('tab')}`),
    ).toEqual(['active=1&tab=active', 'active=0&tab=completed', 'active=0&tab=cancelled']);
    // An empty cancelled tab says what would be there.
    list = () => ok(listPage([], { active: '0' }));
    await user.click(within(tabs).getByRole('tab', { name: 'Active' }));
    await user.click(within(tabs).getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByRole('heading', { name: 'No cancelled bookings' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain(
      'Bookings you cancel, and orders left unpaid, show up here.',
    );
  });

  it('marks a cancelled booking in words, muted and with its time struck through', async () => {
    list = () => ok(listPage([past(), cancelled()], { active: '0' }));
    useBookings.setState({ tab: 'completed', owner: 7 });
    await renderView();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [done, gone] = cards() as [HTMLElement, HTMLElement];
    expect(done.hasAttribute('data-cancelled')).toBe(false);
    expect(done.textContent).not.toContain('This booking was cancelled');
    expect(gone.getAttribute('data-cancelled')).toBe('true');
    expect(gone.textContent).toContain('This booking was cancelled');
    expect(within(gone).getByTestId('status-badge').textContent).toBe('✕Cancelled');
    expect(within(gone).getByText(/Sun, 5 Jan 2020/).className).toContain('line-through');
    // Past bookings have nothing to add to a calendar.
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('pages with Previous and Next from the pagination options', async () => {
    const user = userEvent.setup();
    await renderView();
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 1 of 2');
    expect(
      within(pages)
        .getByRole('button', { name: /Previous/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pages.textContent).toContain('Page 2 of 2'));
    expect(within(pages).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(pages.textContent).toContain('Page 1 of 2'));
    expect(listCalls()).toEqual(['active=1&page=1', 'active=1&page=2', 'active=1&page=1']);
  });

  it.each([
    ['a response of the wrong shape', () => ok({ orders: {} }), 'Invalid response format from server'],
    ['a refusal with a message', () => refusal(503, 'Down for maintenance'), 'Down for maintenance'],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Failed to load bookings',
    ],
  ])('%s shows an error with a retry that loads again', async (_, failing, text) => {
    const user = userEvent.setup();
    const good = list;
    list = failing as Route;
    await renderView();
    const alert = await screen.findByTestId('bookings-error');
    expect(alert.textContent).toContain(text);
    list = good;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByTestId('bookings-error')).toBeNull();
  });

  it('shows the stored page at once for the same customer while it asks again', async () => {
    useBookings.setState({
      owner: 7,
      tab: 'active',
      currentPage: 1,
      orders: [booking({ id: 9, order_number: 'HZ-OLD' })],
    });
    list = () => new Promise(() => {});
    await renderView();
    expect(await screen.findByRole('heading', { name: 'Booking HZ-OLD' })).toBeTruthy();
    expect(listCalls()).toEqual(['active=1&page=1']);
  });

  it('opens the booking in the show dialog', async () => {
    const user = userEvent.setup();
    await renderView();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'View details of booking HZ-2031-000501' }));
    expect(
      await screen.findByRole('dialog', { name: 'Booking HZ-2031-000501' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(useDialogs.getState().stack[0]).toMatchObject({
      name: 'booking-show',
      props: { owner: 7, timeZone: 'Asia/Riyadh' },
    });
  });

  it('a link with ?booking= (a reminder text) opens that booking at once', async () => {
    await renderView('en', '?booking=501');
    expect(
      await screen.findByRole('dialog', { name: 'Booking HZ-2031-000501' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/v1/orders/501').length).toBeGreaterThanOrEqual(1);
  });

  it('a link to a booking that is not the customer’s says so and opens nothing', async () => {
    await renderView('ar', '?booking=999');
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((x) => [x.title, x.color])).toEqual([
        ['لم نجد هذا الحجز في حسابك', 'error'],
      ]),
    );
    expect(useDialogs.getState().stack).toEqual([]);
  });

  it('an upcoming booking downloads its calendar file and shares the branch location', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderView();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(downloads).toEqual(['booking-HZ-2031-000501.ics']);
    const ics = await blobs[0]!.text();
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    expect(ics).toContain('DTSTART:20310305T070000Z\r\n');
    expect(ics).toContain('LOCATION:Rawnaq Olaya\\, Olaya St\\, Al Olaya\\, Riyadh\r\n');

    const link = await screen.findByRole('link', { name: 'Share location' });
    expect(link.getAttribute('href')).toBe(olaya.google_map_link);
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(link);
    expect(share).toHaveBeenCalledWith({ title: 'Rawnaq Olaya', url: olaya.google_map_link });
  });

  it('speaks Arabic', async () => {
    await renderView('ar');
    const tabs = await screen.findByRole('tablist', { name: 'قوائم الحجوزات' });
    expect(within(tabs).getByRole('tab', { name: 'النشطة' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'المكتملة' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'الملغاة' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByTestId('booking-total').textContent).toBe('640.00\u00a0ر.س');
    expect(screen.getByRole('heading', { level: 1, name: 'حجوزاتي' })).toBeTruthy();
  });
});
