import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import { type GiftDraft } from '@hajz/contracts/gifting-rules';
import type { GiftedInfo } from '@hajz/contracts/gifting';
import type { GiftedOrder, OrderDetails } from '@hajz/contracts/orders';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { booking } from '~/lib/testing/orders';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { GiftListView } from './gift-list-view';

let calls: Call[];
let routes: Record<string, Route>;
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color, t.description]);
const events = () => (window.dataLayer ?? []).map((e) => e.event);

const info = (over: Partial<GiftedInfo> = {}): GiftedInfo => ({
  id: 31,
  is_sender: false,
  is_completed: false,
  status: 'waiting',
  sender_user: { full_name: 'Sara Ali' },
  receiver_user: { full_name: 'Noura Alqahtani' },
  gifted_status: { label: 'Waiting for a reply', color: '#b45309' },
  gift_message: 'Happy birthday!',
  schedule_by: null,
  ...over,
});
/** A received gift: the order without prices, as the server sends it to the recipient. */
function received(over: Partial<GiftedInfo> = {}): GiftedOrder {
  const gifted = info(over);
  const order: OrderDetails = booking({
    sub_total: 0,
    tax_amount: 0,
    total: 0,
    invoice_link: null,
    is_cancelable: false,
    user_name: 'Noura Alqahtani',
    gifted_info: gifted,
  });
  return { ...gifted, order_id: order.id, order, products: order.products };
}

beforeEach(() => {
  routes = {};
  calls = fakeFetch((call) => routes[`${call.method} ${call.path}`]?.(call));
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  window.dataLayer = [];
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the gifted order form (spec §2/§5)', () => {
  async function openForm(initial: GiftDraft | null = null) {
    const onConfirm = vi.fn();
    await renderHost('en');
    act(() => void openDialog('gift-recipient', { initial, onConfirm }));
    const dialog = await screen.findByRole('dialog', { name: 'Send as a gift' }, { timeout: 5000 });
    return { dialog, onConfirm };
  }

  it('keeps Confirm disabled until both names and 9 digits are there; the number keeps digits only', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm } = await openForm();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('First name'), '  Noura ');
    await user.type(within(dialog).getByLabelText('Last name'), '   ');
    await user.type(within(dialog).getByLabelText('Their mobile number'), '5a0-12 345678999');
    expect((within(dialog).getByLabelText('Their mobile number') as HTMLInputElement).value).toBe(
      '501234567',
    );
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Last name'), 'Alqahtani');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.type(within(dialog).getByLabelText('Your message (optional)'), ' Enjoy! ');
    await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      first_name: 'Noura',
      last_name: 'Alqahtani',
      mobile_number: '501234567',
      email: '',
      gender: 'Female',
      message: ' Enjoy! ',
      locale: 'ar',
      open_time: false,
    });
    expect(events()).toContain('gift_confirmed');
    expect(events()).not.toContain('gift_not_confirmed');
    expect(useDialogs.getState().stack).toEqual([]);
  });

  it('closing without confirming raises gift not confirmed and keeps nothing', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm } = await openForm();
    await user.type(within(dialog).getByLabelText('First name'), 'Noura');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(events()).toContain('gift_not_confirmed'));
    expect(events()).not.toContain('gift_confirmed');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('gifted order details (spec §2)', () => {
  async function openDetails(gift: GiftedOrder, locale: 'en' | 'ar' = 'en') {
    routes[`GET /api/v1/gifted-orders/${gift.id}`] = () => ok({ gifted_order: gift });
    await renderHost(locale);
    act(
      () =>
        void openDialog('gifted-order-details', {
          gift,
          timeZone: 'Asia/Riyadh',
          viewerId: 9,
          onChanged: vi.fn(),
        }),
    );
    const title = locale === 'ar' ? `الهدية ${gift.order.order_number}` : `Gift ${gift.order.order_number}`;
    return screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  }

  it('the recipient: gifted by, the gift status, no price and no invoice; accept, choose a time or decline', async () => {
    const user = userEvent.setup();
    const gift = received();
    const dialog = await openDetails(gift);
    expect(within(dialog).getByTestId('row-gifted').textContent).toBe('Gifted bySara Ali');
    expect(within(dialog).getByTestId('gift-status').textContent).toBe('Waiting for a reply');
    expect(within(dialog).queryByText('View invoice')).toBeNull();
    expect(within(dialog).queryByText(/Subtotal/)).toBeNull();
    routes['POST /api/v1/gifted-orders/31/accept'] = () =>
      ok(
        {
          gifted_order: received({
            status: 'accepted',
            is_completed: true,
            gifted_status: { label: 'Accepted', color: '#15803d' },
          }),
        },
        'Gift accepted. See you there!',
      );
    await user.click(within(dialog).getByTestId('gift-accept'));
    await waitFor(() => expect(within(dialog).getByTestId('gift-status').textContent).toBe('Accepted'));
    expect(within(dialog).queryByTestId('gift-accept')).toBeNull();
    expect(within(dialog).queryByTestId('gift-select-time')).toBeNull();
    expect(toasts()).toContainEqual(['Gift accepted. See you there!', 'success', undefined]);
  });

  it('the sender’s message keeps its own direction: an Arabic message on the English page ends with its “!” (dir auto)', async () => {
    const dialog = await openDetails(received({ gift_message: 'كل عام وأنتِ بخير يا نورة!' }));
    const message = within(dialog).getByTestId('gift-message');
    expect(message.textContent).toBe('كل عام وأنتِ بخير يا نورة!');
    expect(message.getAttribute('dir')).toBe('auto');
  });

  it('a gift whose time they choose: no date or time yet, the date to choose by, and Select date and time', async () => {
    const open = received({ schedule_by: '2031-05-04T10:00:00+03:00' });
    const products = open.products.map((p) => ({ ...p, start_at: null, end_at: null }));
    const gift = { ...open, products, order: { ...open.order, products } };
    const dialog = await openDetails(gift);
    expect(within(dialog).getByTestId('row-time').textContent).toBe('Time—');
    expect(within(dialog).getByTestId('row-choose-by').textContent).toBe('Choose a time bySun, 4 May 2031');
    expect(within(dialog).getByTestId('gift-select-time')).toBeTruthy();
    // Accepting comes once a time is chosen; declining is possible at once.
    expect(within(dialog).queryByTestId('gift-accept')).toBeNull();
    expect(within(dialog).getByTestId('gift-decline')).toBeTruthy();
  });

  it('declining asks first, then cancels with the recipient’s own user_id', async () => {
    const user = userEvent.setup();
    const dialog = await openDetails(received(), 'ar');
    routes['GET /api/v1/orders/501/cancel'] = () => ok({ order: booking() }, 'تم رفض الهدية');
    await user.click(within(dialog).getByTestId('gift-decline'));
    const confirm = await screen.findByRole('dialog', { name: 'رفض هذه الهدية؟' });
    expect(within(confirm).getByText(/Sara Ali/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(useDialogs.getState().stack).toEqual([]));
    const cancel = calls.find((c) => c.path === '/api/v1/orders/501/cancel')!;
    expect(cancel.query.get('user_id')).toBe('9');
  });

  it('the sender: gifted to, the payment summary and the invoice; no answers', async () => {
    const order = booking({ gifted_info: info({ is_sender: true }) });
    const gift: GiftedOrder = {
      ...info({ is_sender: true }),
      order_id: 501,
      order,
      products: order.products,
    };
    const dialog = await openDetails(gift);
    expect(within(dialog).getByTestId('row-gifted').textContent).toBe('Gifted toNoura Alqahtani');
    expect(within(dialog).getByText('View invoice')).toBeTruthy();
    expect(within(dialog).queryByTestId('gift-accept')).toBeNull();
    expect(within(dialog).queryByTestId('gift-decline')).toBeNull();
    expect(within(dialog).queryByTestId('gift-select-time')).toBeNull();
  });
});

describe('schedule gifted order (spec §2/§4/§5)', () => {
  const times: AvailableTimesResponse = {
    times: [
      { date: '2031-03-04', slots: [] },
      {
        date: '2031-03-05',
        slots: [
          {
            from: '10:00',
            to: '11:00',
            from_date_time: '2031-03-05T10:00:00+03:00',
            to_date_time: '2031-03-05T11:00:00+03:00',
          },
          {
            from: '14:00',
            to: '15:00',
            from_date_time: '2031-03-05T14:00:00+03:00',
            to_date_time: '2031-03-05T15:00:00+03:00',
          },
        ],
      },
      {
        date: '2031-03-06',
        slots: [
          {
            from: '09:00',
            to: '10:00',
            from_date_time: '2031-03-06T09:00:00+03:00',
            to_date_time: '2031-03-06T10:00:00+03:00',
          },
        ],
      },
    ],
    branch_id: 1,
    timezone: 'Asia/Riyadh',
    duration: 60,
  };

  it('preselects the first free date, clears the time when the date changes, warns without a time, saves the choice', async () => {
    const user = userEvent.setup();
    const onScheduled = vi.fn();
    routes['GET /api/v1/gifted-orders/31/available-times'] = () => ok(times);
    await renderHost('en');
    act(() => void openDialog('schedule-gifted-order', { giftId: 31, orderProductId: 7001, onScheduled }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date and time' }, { timeout: 5000 });
    await within(dialog).findByTestId('time-slots');
    expect(calls.find((c) => c.path.endsWith('/available-times'))!.query.get('order_product_id')).toBe(
      '7001',
    );
    expect((within(dialog).getByRole('button', { name: /March 4/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('radio', { name: /2:00/ }));
    await user.click(within(dialog).getByRole('button', { name: /March 6/ }));
    expect(
      within(dialog)
        .getAllByRole('radio')
        .every((r) => !(r as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(within(dialog).getByTestId('schedule-confirm'));
    expect(toasts()).toContainEqual(['Choose a date and a time first.', 'error', undefined]);
    routes['POST /api/v1/gifted-orders/31/schedule'] = () =>
      refusal(409, 'This time was just taken. Please pick another time.');
    await user.click(within(dialog).getByRole('radio', { name: /9:00/ }));
    await user.click(within(dialog).getByTestId('schedule-confirm'));
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'Something went wrong',
        'error',
        'This time was just taken. Please pick another time.',
      ]),
    );
    routes['POST /api/v1/gifted-orders/31/schedule'] = () =>
      ok({ gifted_order: received({ status: 'scheduled' }) });
    await user.click(within(dialog).getByTestId('schedule-confirm'));
    await waitFor(() => expect(onScheduled).toHaveBeenCalled());
    expect(calls.filter((c) => c.path.endsWith('/schedule')).at(-1)!.body).toEqual({
      order_product_id: 7001,
      start_at: '2031-03-06T09:00:00+03:00',
      end_at: '2031-03-06T10:00:00+03:00',
    });
    expect(toasts()).toContainEqual(['Success', 'success', 'Scheduled successfully']);
  });
});

describe('/gift-list (issue 13)', () => {
  it('a link from the text (?gift=) opens that gift; a gift this account does not have says so', async () => {
    const gift = received();
    routes['GET /api/v1/gifted-orders'] = () => ok({ orders: [gift] });
    routes[`GET /api/v1/gifted-orders/${gift.id}`] = () => ok({ gifted_order: gift });
    await renderHost('en', <GiftListView userId={9} timeZone="Asia/Riyadh" />, `?gift=${gift.id}`);
    await screen.findByRole('dialog', { name: `Gift ${gift.order.order_number}` }, { timeout: 5000 });
    expect(within(screen.getByTestId('gifts-received')).getAllByTestId('gift-card')).toHaveLength(1);
    expect(within(screen.getByTestId('gifts-sent')).queryAllByTestId('gift-card')).toHaveLength(0);
  });

  it('a link to someone else’s gift: Gifted order not found, and no dialog', async () => {
    routes['GET /api/v1/gifted-orders'] = () => ok({ orders: [] });
    await renderHost('ar', <GiftListView userId={9} timeZone="Asia/Riyadh" />, '?gift=999');
    await waitFor(() => expect(toasts()).toContainEqual(['لم يتم العثور على الهدية', 'error', undefined]));
    expect(useDialogs.getState().stack).toEqual([]);
  });
});
