import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { AvailableDate, AvailableTimesResponse } from '@hajz/contracts/booking';
import type { Product } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import { DialogHost } from '~/components/ui/dialog-host';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { loadI18n } from '~/lib/i18n';
import { useToasts } from '~/lib/toast-store';
import '~/dialogs';
import { forgetBranchNames } from '../api';
import { useBooking } from '../store';

const product: Product = {
  id: 1,
  product_id: 1,
  type: 'service',
  name: 'Swedish massage',
  description: 'Long, flowing strokes.',
  price: 32000,
  price_before_discount: null,
  discount_value: 0,
  duration: 60,
  image: '/img/services/swedish-massage.svg',
  inner_image: '/img/services/swedish-massage.svg',
  category_id: 2,
  branch_ids: [1, 2],
  branch_id: 1,
  rating: 4.8,
  sizes: [],
  deposit_amount: null,
  deposit_percent: null,
  deposit_new_customers_only: false,
  deposit_peak_only: false,
};

const wash: Product = { ...product, id: 3, product_id: 3, name: 'Hair wash', price: 5000, duration: 30 };

const slot = (date: string, from: string, to: string) => ({
  from,
  to,
  from_date_time: `${date}T${from}:00+03:00`,
  to_date_time: `${date}T${to}:00+03:00`,
});

/** Today is full; the 5th has two times; the 6th is closed; the 7th has one. */
const horizon = (): AvailableDate[] => [
  { date: '2031-03-04', slots: [] },
  { date: '2031-03-05', slots: [slot('2031-03-05', '10:00', '11:00'), slot('2031-03-05', '10:30', '11:30')] },
  { date: '2031-03-06', slots: [] },
  { date: '2031-03-07', slots: [slot('2031-03-07', '16:00', '17:00')] },
];

const ok = <T,>(data: T, message = 'OK', status = 200) =>
  new Response(JSON.stringify({ status: true, message, data }), { status });
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ status: false, message, errors }), { status });

const emptyCart = {
  products: [],
  loyalty_points: { available: 0, value: 0, point_value: 5 },
  payment_methods: [],
  working_times: [],
  cart_title: 'Your cart',
  cart_title_sub_message: 'We hold your times for 15 minutes',
  message: 'Prices include 15% VAT',
  service_type: 'reservation',
  sub_total: 27826,
  tax_amount: 4174,
  vat_rate: 15,
  promo_discount: 0,
  extra_discount: 0,
  gift_card_discount: 0,
  order_service_fees_price: 0,
  redeem_points: 0,
  redeem_points_price: 0,
  total: 32000,
  available_service_fees: [],
  selected_service_fee_id: null,
  selected_service_fee_address_id: null,
  selected_service_fees: [],
  promo: null,
  gift_cards: [],
  use_points: false,
  customer_class: null,
};

type Call = { method: string; url: URL; body: unknown };
let calls: Call[];
let times: AvailableDate[];
let postCart: (body: unknown) => Response;

/** The API at the network boundary: realistic envelopes, every call recorded. */
function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, url, body });
  if (url.pathname === '/api/v1/branches') {
    return Promise.resolve(
      ok({
        branches: [
          { id: 1, name: 'Olaya' },
          { id: 2, name: 'Tahlia' },
        ],
      }),
    );
  }
  if (/^\/api\/v1\/product-masters\/\d+\/available-times$/.test(url.pathname)) {
    const response: AvailableTimesResponse = {
      times,
      branch_id: Number(url.searchParams.get('branch_id') ?? 1),
      timezone: 'Asia/Riyadh',
      duration: 60,
    };
    return Promise.resolve(ok(response));
  }
  if (url.pathname === '/api/v1/products/1') return Promise.resolve(ok({ product }));
  if (url.pathname === '/api/v1/products' && url.searchParams.get('type') === 'service') {
    return Promise.resolve(
      ok({
        products: [product, wash],
        pagination_options: { current_page: 1, last_page: 1, per_page: 10, total: 2 },
      }),
    );
  }
  if (url.pathname === '/api/v1/cart' && method === 'POST') return Promise.resolve(postCart(body));
  return Promise.resolve(fail(404, 'Not found'));
}

const timesCalls = () => calls.filter((c) => c.url.pathname.endsWith('/available-times'));
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color]);
const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)!;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

async function openAppointment(props: Record<string, unknown>, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: DialogHost }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/services' : '/services']} />
    </I18nProvider>,
  );
  act(() => void openDialog('service-appointment', props));
  await screen.findByTestId('time-slots', {}, { timeout: 5000 });
}

beforeEach(() => {
  calls = [];
  times = horizon();
  postCart = () => ok({ cart_product_id: 9, cart: emptyCart }, 'Added to your cart', 201);
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  useBooking.getState().reset();
  forgetBranchNames();
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('appointment dialog', () => {
  it('preselects the first date with free times and disables the dates without', async () => {
    await openAppointment({ productId: 1, product });
    expect(screen.getByRole('heading', { name: 'Choose a date and time' })).toBeTruthy();
    expect(day('2031-03-05').closest('td')!.getAttribute('aria-selected')).toBe('true');
    expect(day('2031-03-04').disabled).toBe(true);
    expect(day('2031-03-06').disabled).toBe(true);
    expect(day('2031-03-07').disabled).toBe(false);
    expect(screen.getByRole('group', { name: 'Free times on Wednesday 5 March' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
      '10:00 AM – 11:00 AM',
      '10:30 AM – 11:30 AM',
    ]);
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    const query = timesCalls()[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ branch_id: '1', visitors: '1' });
    // Several branches: a choice, with names from GET branches.
    const branch = (await screen.findByRole('combobox', { name: 'Branch' })) as HTMLSelectElement;
    await waitFor(() => expect([...branch.options].map((o) => o.text)).toEqual(['Olaya', 'Tahlia']));
  });

  it('shows its skeleton until the times arrive', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/available-times')) await gate;
        return fakeApi(input, init);
      }),
    );
    const Stub = createRoutesStub([{ path: '*', Component: DialogHost }]);
    render(
      <I18nProvider i18n={await loadI18n('en')}>
        <Stub initialEntries={['/services']} />
      </I18nProvider>,
    );
    act(() => void openDialog('service-appointment', { productId: 1, product }));
    expect(
      await screen.findByRole('status', { name: 'Loading free times…' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('time-slots')).toBeNull();
    release();
    expect(await screen.findByTestId('time-slots')).toBeTruthy();
    expect(screen.queryByTestId('appointment-skeleton')).toBeNull();
  });

  it('clears the chosen time when another date is chosen', async () => {
    const user = userEvent.setup();
    await openAppointment({ productId: 1, product });
    await user.click(radio(/10:30 AM/));
    expect(radio(/10:30 AM/).checked).toBe(true);
    await user.click(day('2031-03-07'));
    expect(screen.getByRole('group', { name: 'Free times on Friday 7 March' })).toBeTruthy();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(useBooking.getState()).toMatchObject({ date: '2031-03-07', time: null });
  });

  it('says "select date and time!" and sends nothing when no time is chosen', async () => {
    const user = userEvent.setup();
    await openAppointment({ productId: 1, product });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(toasts()).toEqual([['Select a date and time!', 'error']]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a time taken meanwhile inside the dialog, reloads the times and lets the customer pick again', async () => {
    const user = userEvent.setup();
    postCart = () => {
      // Someone else took 10:00 a moment ago.
      times = horizon().map((d) => ({
        ...d,
        slots: d.slots.filter((s) => s.from_date_time !== '2031-03-05T10:00:00+03:00'),
      }));
      return fail(409, 'That time was just taken. Please choose another.', {
        selectedTime: ['That time was just taken. Please choose another.'],
      });
    };
    await openAppointment({ productId: 1, product });
    await user.click(radio(/10:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('slot-conflict')).textContent).toBe(
      'That time was just taken. Please choose another.',
    );
    await waitFor(() => expect(timesCalls()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
        '10:30 AM – 11:30 AM',
      ]),
    );
    expect(toasts()).toEqual([]);
    expect(useDialogs.getState().stack.map((d) => d.name)).toEqual(['service-appointment']);
    // The time is gone from the list, but the waitlist is offered for that very time (issue 28 item 4).
    expect(screen.getByTestId('waitlist-join-time').textContent).toBe('Join the waitlist for 10:00 AM');

    // Picking another time clears the message, and this one goes through.
    postCart = () => ok({ cart_product_id: 9, cart: emptyCart }, 'Added to your cart', 201);
    await user.click(radio(/10:30 AM/));
    expect(screen.queryByTestId('slot-conflict')).toBeNull();
    expect(screen.queryByTestId('waitlist-join-time')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Added to your cart' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      product_id: 1,
      quantity: 1,
      branch_id: 1,
      date: '2031-03-05',
      selectedTime: '10:30',
      visitors: 1,
    });
  });

  it('adds with people and a guest, tracks add_to_cart and shows the success dialog', async () => {
    const user = userEvent.setup();
    await openAppointment({ productId: 1, product });
    await user.click(screen.getByRole('button', { name: 'More people' }));
    await waitFor(() => expect(timesCalls().at(-1)!.url.searchParams.get('visitors')).toBe('2'));
    await screen.findByTestId('time-slots');
    await user.click(screen.getByRole('button', { name: 'Book for someone else' }));
    await user.type(await screen.findByLabelText(/Guest name/, {}, { timeout: 5000 }), 'Noura');
    await user.type(screen.getByLabelText(/Guest phone/), '+966 55 123 4567');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('For Noura')).toBeTruthy();
    await user.click(radio(/10:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Added to your cart' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      product_id: 1,
      quantity: 1,
      branch_id: 1,
      date: '2031-03-05',
      selectedTime: '10:00',
      visitors: 2,
      guest_name: 'Noura',
      guest_phone: '+966 55 123 4567',
    });
    // GA4's ecommerce shape (issue 15).
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'SAR',
        value: 640,
        items: [{ item_id: '1', item_name: 'Swedish massage', quantity: 1, price: 640 }],
      },
    });
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
  });

  it('edits a cart line: its choices preselected, its own hold asked for, and the button says Update', async () => {
    const user = userEvent.setup();
    postCart = () => ok({ cart_product_id: 5, cart: emptyCart }, 'Cart updated');
    await openAppointment({
      productId: 1,
      line: { cartProductId: 5, branchId: 2, date: '2031-03-07', time: '16:00', visitors: 1, guest: null },
    });
    expect(Object.fromEntries(timesCalls()[0]!.url.searchParams)).toEqual({
      branch_id: '2',
      visitors: '1',
      cart_product_id: '5',
    });
    expect(radio(/4:00 PM/).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Change the date and time' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(useDialogs.getState().stack).toEqual([]));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      cart_product_id: 5,
      date: '2031-03-07',
      selectedTime: '16:00',
    });
    expect(toasts()).toEqual([['Cart updated', 'success']]);
  });

  it('adds another service to the visit: one list of times for the whole visit, one person, one request', async () => {
    const user = userEvent.setup();
    await openAppointment({ productId: 1, product });
    const add = (await screen.findByRole('combobox', { name: 'Add another service' })) as HTMLSelectElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    times = [{ date: '2031-03-05', slots: [slot('2031-03-05', '10:00', '11:30')] }];
    await user.selectOptions(add, 'Hair wash · 30 minutes');
    // The times asked for are those at which the whole visit fits, for one person.
    await waitFor(() =>
      expect(Object.fromEntries(timesCalls().at(-1)!.url.searchParams)).toEqual({
        branch_id: '1',
        visitors: '1',
        then_product_ids: '3',
      }),
    );
    const parts = screen.getByRole('list', { name: 'Services in this visit' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1. Swedish massage60 minutes · 320.00\u00a0SAR',
      '2. Hair wash30 minutes · 50.00\u00a0SARRemove (Hair wash)',
    ]);
    expect(screen.queryByRole('button', { name: 'More people' })).toBeNull();
    expect(screen.getByText('A visit with several services is for one person.')).toBeTruthy();
    expect(screen.getByText(/^Total 370\.00/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
        '10:00 AM – 11:30 AM',
      ]),
    );
    await user.click(radio(/10:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Added to your cart' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      product_id: 1,
      quantity: 1,
      branch_id: 1,
      date: '2031-03-05',
      selectedTime: '10:00',
      visitors: 1,
      then_product_ids: [3],
    });
  });

  it('a part of the visit taken meanwhile is shown in the dialog; removing the added service goes back to one', async () => {
    const user = userEvent.setup();
    postCart = () =>
      fail(
        409,
        'Hair wash at 11:00 AM was just taken, so nothing of this visit was held. Please pick another time.',
        {
          selectedTime: ['This time was just taken. Please pick another time.'],
        },
      );
    await openAppointment({ productId: 1, product });
    const add = (await screen.findByRole('combobox', { name: 'Add another service' })) as HTMLSelectElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    await user.selectOptions(add, 'Hair wash · 30 minutes');
    await waitFor(() => expect(timesCalls().at(-1)!.url.searchParams.get('then_product_ids')).toBe('3'));
    await screen.findByTestId('time-slots');
    await user.click(radio(/10:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('slot-conflict')).textContent).toMatch(
      /^Hair wash at 11:00 AM was just taken/,
    );
    await user.click(screen.getByRole('button', { name: 'Remove (Hair wash)' }));
    await waitFor(() => expect(timesCalls().at(-1)!.url.searchParams.get('then_product_ids')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Services in this visit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More people' })).toBeTruthy();
  });

  it('speaks Arabic: title, Western-digit times and the missing-time message', async () => {
    const user = userEvent.setup();
    await openAppointment({ productId: 1, product }, 'ar');
    expect(screen.getByRole('heading', { name: 'اختر التاريخ والوقت' })).toBeTruthy();
    expect(screen.getAllByRole('radio')[0]!.parentElement!.textContent).toBe('10:00 ص – 11:00 ص');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(toasts()).toEqual([['اختر التاريخ والوقت!', 'error']]);
  });
});
