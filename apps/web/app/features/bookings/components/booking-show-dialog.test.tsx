import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetails } from '@hajz/contracts/orders';
import { useLocation } from 'react-router';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { useBookings } from '../store';
import { booking, listPage, statusOf } from '~/lib/testing/orders';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';

let calls: Call[];
let details: OrderDetails;
let routes: Record<string, Route>;
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color]);
const dialogNames = () => useDialogs.getState().stack.map((d) => d.name);
const called = (path: string) => calls.filter((c) => c.path === path);

async function openShow(order: OrderDetails = details, locale: 'en' | 'ar' = 'en') {
  await renderHost(locale);
  act(() => void openDialog('booking-show', { order, timeZone: 'Asia/Riyadh', owner: 7 }));
  const title = locale === 'ar' ? `الحجز ${order.order_number}` : `Booking ${order.order_number}`;
  await screen.findByRole('heading', { name: title }, { timeout: 5000 });
  const dialog = screen.getByRole('dialog', { name: title });
  // Settled: the order as it is now has arrived.
  await waitFor(() => expect(dialog.getAttribute('aria-busy')).toBeNull());
  return dialog;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const buttonNames = (dialog: HTMLElement) =>
  [...within(dialog).getByTestId('booking-actions').querySelectorAll('button, a')].map((b) => b.textContent);

beforeEach(() => {
  details = booking();
  routes = {};
  calls = fakeFetch((call) => {
    const own = routes[`${call.method} ${call.path}`];
    if (own) return own(call);
    if (call.path === '/api/v1/orders/501') return ok(details);
    if (call.path === '/api/v1/orders') return ok(listPage([details]));
    return undefined;
  });
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  useBookings.setState({ owner: 7, tab: 'active', currentPage: 1, orders: [], pagination: null });
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('booking show dialog', () => {
  it('shows the number, the details card and the payment summary with the real VAT', async () => {
    const dialog = await openShow();
    const card = within(dialog).getByTestId('booking-details');
    const row = (id: string) => within(card).getByTestId(id).textContent;
    expect(row('row-status')).toBe('StatusConfirmed');
    expect(row('row-user')).toBe('NameReem Alharbi');
    expect(row('row-arrived')).toBe('ArrivedNo');
    expect(row('row-visitors')).toBe('Number of visitors2');
    expect(row('row-branch')).toBe('BranchRawnaq Olaya');
    expect(row('row-time')).toBe('Time10:00 AM');
    expect(row('row-date')).toBe('DateWed, 5 Mar 2031');
    const badge = within(card).getByTestId('status-badge');
    expect(badge.getAttribute('style')).toMatch(/background-color: (#15803d|rgb\(21, 128, 61\))/);
    const summary = (id: string) => within(dialog).getByTestId(`summary-${id}`).textContent;
    expect(summary('subtotal')).toBe('Subtotal (2 guests)640.00\u00a0SAR');
    expect(summary('vat')).toBe('VAT included83.48\u00a0SAR');
    expect(summary('service-cost')).toBe('Service cost00.00\u00a0SAR');
    expect(summary('discount')).toBe('Discount00.00\u00a0SAR');
    expect(summary('points')).toBe('Redeemed points00.00\u00a0SAR');
    expect(summary('total')).toBe('Total640.00\u00a0SAR');
    expect(called('/api/v1/orders/501')).toHaveLength(1);
  });

  it.each<[string, Partial<OrderDetails>, string[]]>([
    [
      'a confirmed booking: invoice, change time and cancel',
      {},
      ['View invoice (opens in a new tab)', 'Change time', 'Cancel booking', 'Ask about this booking'],
    ],
    [
      'completed, not rated: rate and invoice',
      { status: statusOf('completed'), can_rate: true, is_cancelable: false },
      ['Rate service', 'View invoice (opens in a new tab)', 'Ask about this booking'],
    ],
    [
      'completed and rated: view rating and invoice',
      { status: statusOf('completed'), has_rating: true, is_cancelable: false },
      ['View rating', 'View invoice (opens in a new tab)', 'Ask about this booking'],
    ],
    [
      'no invoice and too late to cancel: no button',
      { status: statusOf('pending_payment'), invoice_link: null, is_cancelable: false },
      ['Ask about this booking'],
    ],
  ])('buttons only under their conditions — %s', async (_, flags, expected) => {
    details = booking(flags);
    const dialog = await openShow();
    expect(buttonNames(dialog)).toEqual(expected);
  });

  it('Ask about this booking closes the dialog and opens a new support ticket about it', async () => {
    await renderHost('en', <Where />);
    act(() => void openDialog('booking-show', { order: details, timeZone: 'Asia/Riyadh', owner: 7 }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking HZ-2031-000501' }, { timeout: 5000 });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Ask about this booking' }));
    await waitFor(() => expect(dialogNames()).toEqual([]));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/tickets?new=1&order=501');
  });

  it('opens the invoice in a new tab with the link the server just signed', async () => {
    const listed = booking({ invoice_link: '/api/v1/invoices/501?exp=1&sig=old' });
    details = booking({ invoice_link: '/api/v1/invoices/501?exp=2&sig=fresh' });
    const dialog = await openShow(listed);
    const link = within(dialog).getByRole('link', { name: /View invoice/ });
    expect(link.getAttribute('href')).toBe('/api/v1/invoices/501?exp=2&sig=fresh');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a gift’s recipient: gifted by, no price, no invoice, and Schedule gift opens the schedule dialog on its first service', async () => {
    const gifted = {
      id: 31,
      is_sender: false,
      is_completed: false,
      status: 'waiting' as const,
      sender_user: { full_name: 'Sara Ali' },
      receiver_user: { full_name: 'Noura Alqahtani' },
      gifted_status: { label: 'Waiting for a reply', color: '#b45309' },
      gift_message: null,
      schedule_by: null,
    };
    details = booking({ gifted_info: gifted, total: 0, sub_total: 0, is_cancelable: false });
    const dialog = await openShow(details);
    expect(within(dialog).getByTestId('row-gifted').textContent).toBe('Gifted bySara Ali');
    expect(within(dialog).queryByTestId('summary-total')).toBeNull();
    expect(buttonNames(dialog)).toEqual(['Schedule gift', 'Ask about this booking']);
    routes['GET /api/v1/gifted-orders/31/available-times'] = () =>
      ok({ times: [], branch_id: 1, timezone: 'Asia/Riyadh', duration: 60 });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Schedule gift' }));
    await waitFor(() => expect(dialogNames()).toEqual(['booking-show', 'schedule-gifted-order']));
    expect(useDialogs.getState().stack[1]!.props).toMatchObject({ giftId: 31, orderProductId: 7001 });
  });

  it('the gift’s sender: gifted to, where the gift stands, with the price and the invoice', async () => {
    details = booking({
      gifted_info: {
        id: 31,
        is_sender: true,
        is_completed: false,
        status: 'scheduled',
        sender_user: { full_name: 'Sara Ali' },
        receiver_user: { full_name: 'Noura Alqahtani' },
        gifted_status: { label: 'Time chosen', color: '#1d4ed8' },
        gift_message: null,
        schedule_by: null,
      },
    });
    const dialog = await openShow(details);
    expect(within(dialog).getByTestId('row-gifted').textContent).toBe('Gifted toNoura Alqahtani');
    expect(within(dialog).getByTestId('row-gift-status').textContent).toBe('Gift statusTime chosen');
    expect(within(dialog).getByTestId('summary-total').textContent).toBe('Total640.00\u00a0SAR');
    expect(within(dialog).getByRole('link', { name: /View invoice/ })).toBeTruthy();
  });

  it('a delivery: how it comes and where it is, and the address it goes to; a booking at the branch shows neither', async () => {
    const atBranch = await openShow();
    expect(within(atBranch).queryByTestId('row-fulfilment')).toBeNull();
    expect(within(atBranch).queryByTestId('row-address')).toBeNull();
    useDialogs.getState().closeAll();
    details = booking({
      fulfilment: {
        kind: 'delivery',
        kind_text: 'Delivery',
        status: 'out_for_delivery',
        status_text: 'Out for delivery',
        address: { title: 'Home', full_address: 'Al Yasmin, Riyadh', latitude: 24.82, longitude: 46.64 },
        ready_at: null,
      },
    });
    const dialog = await openShow(details);
    expect(within(dialog).getByTestId('row-fulfilment').textContent).toBe('HowDelivery · Out for delivery');
    expect(within(dialog).getByTestId('row-address').textContent).toBe('AddressHomeAl Yasmin, Riyadh');
  });

  it('shows missing amounts as 00.00, the fallback grey-blue and the capitalised status', async () => {
    details = booking({
      status: { ...statusOf('pending_payment'), color: '', label: '', labels: { en: '', ar: '' } },
      status_text: '',
      sub_total: null as never,
      tax_amount: undefined as never,
      total: null as never,
    });
    const dialog = await openShow();
    const badge = within(dialog).getByTestId('status-badge');
    expect(badge.textContent).toBe('Pending payment');
    expect(badge.getAttribute('style')).toMatch(/background-color: (#5a6b85|rgb\(90, 107, 133\))/);
    expect(within(dialog).getByTestId('summary-subtotal').textContent).toBe(
      'Subtotal (2 guests)00.00\u00a0SAR',
    );
    expect(within(dialog).getByTestId('summary-vat').textContent).toBe('VAT included00.00\u00a0SAR');
    expect(within(dialog).getByTestId('summary-total').textContent).toBe('Total00.00\u00a0SAR');
  });

  it("cancels after confirming: the server's message, the list's current page again, every dialog closed", async () => {
    const user = userEvent.setup();
    routes['GET /api/v1/orders/501/cancel'] = () =>
      ok(
        { order: booking({ status: statusOf('cancelled'), is_cancelable: false }) },
        'Your booking is cancelled',
      );
    useBookings.setState({ currentPage: 2 });
    const dialog = await openShow();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' }, { timeout: 5000 });
    expect(
      within(confirm).getByText('Booking HZ-2031-000501 will be cancelled and its times freed for others.'),
    ).toBeTruthy();
    expect(called('/api/v1/orders/501/cancel')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(dialogNames()).toEqual([]));
    expect(toasts()).toEqual([['Your booking is cancelled', 'success']]);
    await waitFor(() => expect(called('/api/v1/orders')).toHaveLength(1));
    expect(called('/api/v1/orders')[0]!.query.get('page')).toBe('2');
  });

  it.each([
    [
      'en',
      { amount: 23000, to: 'card' },
      'Booking HZ-2031-000501 will be cancelled and its times freed for others. 230.00\u00a0SAR goes back to the card you paid with.',
      'Your booking is cancelled 230.00\u00a0SAR is on its way back to your card.',
    ],
    [
      'ar',
      { amount: 4550, to: 'wallet' },
      'سيُلغى الحجز HZ-2031-000501 وتُتاح أوقاته للآخرين. سيُعاد مبلغ 45.50\u00a0ر.س إلى محفظتك.',
      'Your booking is cancelled أُضيف مبلغ 45.50\u00a0ر.س إلى محفظتك.',
    ],
  ] as const)(
    'a paid booking (%s) says before and after how much goes back and where (issue 30 item 4)',
    async (locale, refund, before, after) => {
      const user = userEvent.setup();
      details = booking({ cancel_refund: refund });
      routes['GET /api/v1/orders/501/cancel'] = () =>
        ok(
          { order: booking({ status: statusOf('cancelled'), is_cancelable: false }) },
          'Your booking is cancelled',
        );
      const dialog = await openShow(details, locale);
      const name = locale === 'ar' ? 'إلغاء الحجز' : 'Cancel booking';
      await user.click(within(dialog).getByRole('button', { name }));
      const title = locale === 'ar' ? 'إلغاء هذا الحجز؟' : 'Cancel this booking?';
      const confirm = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
      expect(confirm.textContent).toContain(before);
      await user.click(within(confirm).getByRole('button', { name }));
      await waitFor(() => expect(dialogNames()).toEqual([]));
      expect(toasts()).toEqual([[after, 'success']]);
    },
  );

  describe('inside the cancellation window (journey walk 2026-11-28, finding 10)', () => {
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const soon = (over: Partial<OrderDetails> = {}) => {
      const base = booking({ is_cancelable: false, cancelable_until: null, ...over });
      return {
        ...base,
        products: base.products.map((p) => ({ ...p, start_at: inHours(3), end_at: inHours(4) })),
      };
    };
    const settings = (hours: number) => () =>
      ok({ settings: { cancellation_window_hours: hours, currency: 'SAR', timezone: 'Asia/Riyadh' } });

    it('says why there is no cancel button, naming the window from GET settings', async () => {
      routes['GET /api/v1/settings'] = settings(6);
      details = soon();
      const dialog = await openShow(details);
      expect(buttonNames(dialog)).toEqual(['View invoice (opens in a new tab)', 'Ask about this booking']);
      await waitFor(() =>
        expect(within(dialog).getByTestId('cancel-closed').textContent).toBe(
          'This booking can no longer be cancelled online: bookings can be cancelled up to 6 hours before they start.',
        ),
      );
      expect(called('/api/v1/settings')).toHaveLength(1);
    });

    it('in Arabic, with the plural the window takes', async () => {
      routes['GET /api/v1/settings'] = settings(3);
      details = soon();
      const dialog = await openShow(details, 'ar');
      await waitFor(() =>
        expect(within(dialog).getByTestId('cancel-closed').textContent).toBe(
          'لم يعد بالإمكان إلغاء هذا الحجز عبر الموقع: يمكن إلغاء الحجوزات حتى 3 ساعات قبل موعدها.',
        ),
      );
    });

    it('says nothing it cannot stand behind: without the settings, or with a start outside the window', async () => {
      for (const [route, order] of [
        [() => refusal(500, ''), soon()],
        [settings(2), soon()],
      ] as const) {
        routes['GET /api/v1/settings'] = route;
        calls.length = 0;
        details = order;
        const dialog = await openShow(details);
        await waitFor(() => expect(called('/api/v1/settings').length).toBeGreaterThan(0));
        // Let the answer land before looking.
        await act(async () => {
          await new Promise((settled) => setTimeout(settled, 0));
        });
        expect(within(dialog).queryByTestId('cancel-closed')).toBeNull();
        act(() => useDialogs.getState().closeAll());
      }
    });

    it('says nothing of the kind on a booking that can be cancelled, one that is over, or one cancelled', async () => {
      routes['GET /api/v1/settings'] = settings(6);
      for (const order of [
        soon({ is_cancelable: true }),
        soon({ status: statusOf('completed') }),
        soon({ status: statusOf('cancelled') }),
        booking({ status: statusOf('confirmed'), is_cancelable: false, products: [] }),
      ]) {
        details = order;
        const dialog = await openShow(details);
        expect(within(dialog).queryByTestId('cancel-closed')).toBeNull();
        act(() => useDialogs.getState().closeAll());
      }
      expect(called('/api/v1/settings')).toHaveLength(0);
    });
  });

  it('keeping the booking cancels nothing', async () => {
    const user = userEvent.setup();
    const dialog = await openShow();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' }, { timeout: 5000 });
    await user.click(within(confirm).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(dialogNames()).toEqual(['booking-show']));
    expect(called('/api/v1/orders/501/cancel')).toHaveLength(0);
  });

  it.each([
    ['the server’s reason', 'This order can no longer be cancelled', 'This order can no longer be cancelled'],
    ['the default text without one', '', 'Failed to cancel order'],
  ])('a refused cancel toasts %s and keeps the booking open', async (_, message, shown) => {
    const user = userEvent.setup();
    routes['GET /api/v1/orders/501/cancel'] = () => refusal(422, message);
    const dialog = await openShow();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' }, { timeout: 5000 });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(dialogNames()).toEqual(['booking-show']));
    expect(toasts()).toEqual([[shown, 'error']]);
    expect(called('/api/v1/orders')).toHaveLength(0);
  });

  it('Change time on a visit of several services lists the times at which the whole visit fits', async () => {
    const user = userEvent.setup();
    const [wash] = details.products;
    details = {
      ...details,
      products: [
        { ...wash!, visitors: 1, visit_id: 'v1', end_at: '2031-03-05T10:30:00+03:00' },
        {
          ...wash!,
          order_product_id: 7002,
          product_master_id: 6,
          name: 'Haircut',
          visitors: 1,
          visit_id: 'v1',
          start_at: '2031-03-05T10:30:00+03:00',
          end_at: '2031-03-05T11:30:00+03:00',
        },
      ],
    };
    routes['GET /api/v1/product-masters/1/available-times'] = () =>
      ok({ times: [], branch_id: 1, timezone: 'Asia/Riyadh', duration: 120 });
    const dialog = await openShow(details);
    await user.click(within(dialog).getByTestId('reschedule-booking'));
    await waitFor(() => expect(called('/api/v1/product-masters/1/available-times')).toHaveLength(1));
    const [asked] = called('/api/v1/product-masters/1/available-times');
    expect(Object.fromEntries(asked!.query)).toEqual({
      branch_id: '1',
      visitors: '1',
      then_product_ids: '6',
    });
  });

  it('speaks Arabic', async () => {
    details = booking({ status_text: 'مؤكد' });
    const dialog = await openShow(details, 'ar');
    expect(within(dialog).getByTestId('summary-vat').textContent).toBe(
      'ضريبة القيمة المضافة (مشمولة)83.48\u00a0ر.س',
    );
    expect(within(dialog).getByTestId('summary-subtotal').textContent).toBe(
      'المجموع الفرعي (ضيفان)640.00\u00a0ر.س',
    );
    expect(within(dialog).getByTestId('row-arrived').textContent).toBe('الحضورلا');
    expect(within(dialog).getByRole('button', { name: 'إلغاء الحجز' })).toBeTruthy();
  });
});

describe('booking show dialog: what it loads (lib/use-server-state.ts)', () => {
  it("shows the order as it is now; a failed refresh keeps the list's copy", async () => {
    details = booking({ branch_name: 'Rawnaq Tahlia' });
    let dialog = await openShow(booking());
    expect(within(dialog).getByTestId('row-branch').textContent).toContain('Rawnaq Tahlia');
    act(() => useDialogs.getState().closeAll());
    routes['GET /api/v1/orders/501'] = () => refusal(500, 'Down');
    dialog = await openShow(booking());
    expect(within(dialog).getByTestId('row-branch').textContent).toContain('Rawnaq Olaya');
  });

  it('a confirmed booking shows one entry pass per visitor; a cancelled one asks for none', async () => {
    const pass = (visitor: number) => ({ order_product_id: 1, visitor, code: `P${visitor}`, qr: '/qr.png' });
    routes['GET /api/v1/orders/501/entry-passes'] = () => ok({ passes: [pass(1), pass(2)] });
    const dialog = await openShow();
    const passes = await within(dialog).findByTestId('entry-passes');
    expect(passes.querySelectorAll('img')).toHaveLength(2);
    act(() => useDialogs.getState().closeAll());
    details = booking({ status: statusOf('cancelled'), is_cancelable: false });
    const cancelled = await openShow(details);
    expect(within(cancelled).queryByTestId('entry-passes')).toBeNull();
    expect(called('/api/v1/orders/501/entry-passes')).toHaveLength(1);
  });

  it('View rating: a failed load says so, and Try again shows the stars and the comment', async () => {
    let down = true;
    routes['GET /api/v1/orders/501/rating'] = () =>
      down
        ? refusal(500, 'Down')
        : ok({ rating: { rating: 4, comment: 'Lovely', created_at: '2031-03-05T10:00:00+03:00' } });
    await renderHost('en');
    act(() => void openDialog('booking-rating', { order: details, timeZone: 'Asia/Riyadh' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toContain("We couldn't load your rating.");
    down = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('rating-comment')).textContent).toBe('Lovely');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pays the rest of a deposit booking in the payment pop-up, then says it is paid in full', async () => {
    details = booking({ deposit_amount: 13000, due_at_visit: 52000, can_pay_rest: true });
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    routes['POST /api/v1/orders/501/pay-rest'] = () =>
      ok(
        {
          payment: {
            reference: 'HZ100501-R1',
            amount: 52000,
            create_token_url: { url: '/api/v1/payments/rest/HZ100501-R1?exp=1&sig=x' },
          },
        },
        'Pay',
        201,
      );
    const dialog = await openShow();
    const pay = within(dialog).getByTestId('pay-rest');
    expect(pay.textContent).toContain('520.00');
    await userEvent.setup().click(pay);
    expect(open).toHaveBeenCalledWith('about:blank', 'hajz-payment');
    await waitFor(() => expect(popup.location.href).toBe('/api/v1/payments/rest/HZ100501-R1?exp=1&sig=x'));
    expect(called('/api/v1/orders/501/pay-rest')[0]!.body).toEqual({ payment_method_id: 'card' });

    details = {
      ...details,
      can_pay_rest: false,
      rest_paid_at: '2031-03-04T10:00:00+03:00',
      rest_paid_method: 'online',
    };
    await act(async () =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: {
            source: 'hajz-payment',
            kind: 'payment',
            status: 'success',
            reference: 'HZ-2031-000501',
            reason: null,
          },
        }),
      ),
    );
    await waitFor(() => expect(toasts()).toContainEqual(['Paid: your booking is paid in full', 'success']));
    await waitFor(() => expect(within(dialog).queryByTestId('pay-rest')).toBeNull());
    expect(within(dialog).getByTestId('booking-deposit').textContent).toContain('The rest is paid online.');
  });

  it("closes the pop-up and says the server's reason when nothing is left to pay", async () => {
    details = booking({ deposit_amount: 13000, due_at_visit: 52000, can_pay_rest: true });
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    routes['POST /api/v1/orders/501/pay-rest'] = () =>
      refusal(409, 'Nothing is left to pay for this booking');
    const dialog = await openShow();
    await userEvent.setup().click(within(dialog).getByTestId('pay-rest'));
    await waitFor(() =>
      expect(toasts()).toContainEqual(['Nothing is left to pay for this booking', 'error']),
    );
    expect(popup.close).toHaveBeenCalled();
  });
});
