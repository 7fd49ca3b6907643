import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookings } from './store';
import { booking, listPage, statusOf } from '~/lib/testing/orders';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';

const initial = useBookings.getState();
let calls: Call[];
let route: Route;
const listCalls = () =>
  calls
    .filter((c) => c.path === '/api/v1/orders')
    .map((c) => `active=${c.query.get('active')}&page=${c.query.get('page')}`);
const stored = () =>
  JSON.parse(localStorage.getItem('hajz-bookings') ?? 'null') as { state: Record<string, unknown> };

beforeEach(() => {
  localStorage.clear();
  useBookings.setState(initial, true);
  route = () => undefined;
  calls = fakeFetch((call) => route(call));
});
afterEach(() => vi.unstubAllGlobals());

describe('bookings store', () => {
  it('loads the active tab (status flag 1) and persists orders, pagination, page and tab for their owner', async () => {
    route = () => ok(listPage([booking()], { page: 1, last: 3 }));
    await useBookings.getState().load('en', 7);
    expect(listCalls()).toEqual(['active=1&page=1']);
    const s = useBookings.getState();
    expect(s.orders.map((o) => o.order_number)).toEqual(['HZ-2031-000501']);
    expect(s.pagination?.next_page_url).toBe('/api/v1/orders?active=1&page=2');
    expect(s.isLoading).toBe(false);
    expect(s.error).toBeNull();
    expect(Object.keys(stored().state).sort()).toEqual([
      'currentPage',
      'orders',
      'owner',
      'pagination',
      'tab',
    ]);
    expect(stored().state).toMatchObject({ owner: 7, tab: 'active', currentPage: 1 });
  });

  it('the completed tab asks for status flag 0 from page 1, and pages with next and previous', async () => {
    route = (call) => {
      const page = Number(call.query.get('page'));
      const active = call.query.get('active') as '0' | '1';
      return ok(listPage([booking({ id: 500 + page })], { page, last: 3, active }));
    };
    await useBookings.getState().load('en', 7);
    await useBookings.getState().nextPage('en', 7);
    expect(useBookings.getState().currentPage).toBe(2);
    await useBookings.getState().setTab('en', 7, 'completed');
    expect(useBookings.getState()).toMatchObject({ tab: 'completed', currentPage: 1 });
    await useBookings.getState().nextPage('en', 7);
    await useBookings.getState().nextPage('en', 7);
    await useBookings.getState().previousPage('en', 7);
    expect(listCalls()).toEqual([
      'active=1&page=1',
      'active=1&page=2',
      'active=0&page=1',
      'active=0&page=2',
      'active=0&page=3',
      'active=0&page=2',
    ]);
    expect(useBookings.getState().orders[0]!.id).toBe(502);
    expect(stored().state).toMatchObject({ tab: 'completed', currentPage: 2 });
    // No next page on the last one, no previous page on the first: nothing is asked.
    await useBookings.getState().nextPage('en', 7);
    await useBookings.getState().setTab('en', 7, 'active');
    await useBookings.getState().previousPage('en', 7);
    expect(listCalls().slice(6)).toEqual(['active=0&page=3', 'active=1&page=1']);
  });

  it.each([
    ['orders is not a list', { orders: 'none', pagination_options: listPage([]).pagination_options }],
    ['no pagination', { orders: [booking()] }],
    ['an order without its number', { ...listPage([{ ...booking(), order_number: 12 } as never]) }],
    ['an amount that is not halalas', { ...listPage([booking({ total: '640.00' as never })]) }],
    ['no data at all', undefined],
  ])('a response of the wrong shape (%s) is "Invalid response format from server"', async (_, data) => {
    route = () => ok(data);
    await useBookings.getState().load('en', 7);
    expect(useBookings.getState()).toMatchObject({
      isLoading: false,
      error: { key: 'errors.invalid_response' },
      orders: [],
    });
  });

  it("a refused request shows the server's message; a failure without one 'Failed to load bookings'", async () => {
    route = () => refusal(503, 'Bookings are resting');
    await useBookings.getState().load('en', 7);
    expect(useBookings.getState().error).toEqual({ message: 'Bookings are resting' });
    route = () => {
      throw new TypeError('Failed to fetch');
    };
    await useBookings.getState().load('en', 7);
    expect(useBookings.getState().error).toEqual({ key: 'errors.load_failed' });
  });

  it('comes back from local storage for the same customer, and never shows one customer another’s bookings', async () => {
    route = () => ok(listPage([booking()], { page: 2, last: 2, active: '0' }));
    await useBookings.getState().setTab('en', 7, 'completed');
    await useBookings.getState().load('en', 7, 2);
    // As on a new page load: the store starts empty and reads what the last one stored.
    const saved = localStorage.getItem('hajz-bookings')!;
    useBookings.setState(initial, true);
    localStorage.setItem('hajz-bookings', saved);
    await useBookings.persist.rehydrate();
    expect(useBookings.getState()).toMatchObject({ owner: 7, tab: 'completed', currentPage: 2 });
    expect(useBookings.getState().orders).toHaveLength(1);

    route = () => ok(listPage([]));
    await useBookings.getState().load('en', 8);
    expect(listCalls().at(-1)).toBe('active=1&page=1');
    expect(useBookings.getState()).toMatchObject({ owner: 8, tab: 'active', currentPage: 1, orders: [] });
  });

  it('the cancelled tab asks for its own orders (issue 30 item 4) and comes back from local storage', async () => {
    route = () => ok(listPage([booking()], { active: '0' }));
    await useBookings.getState().setTab('en', 7, 'cancelled');
    const asked = calls.filter((c) => c.path === '/api/v1/orders').at(-1)!;
    expect([asked.query.get('active'), asked.query.get('tab'), asked.query.get('page')]).toEqual([
      '0',
      'cancelled',
      '1',
    ]);
    const saved = localStorage.getItem('hajz-bookings')!;
    useBookings.setState(initial, true);
    localStorage.setItem('hajz-bookings', saved);
    await useBookings.persist.rehydrate();
    expect(useBookings.getState()).toMatchObject({ owner: 7, tab: 'cancelled', currentPage: 1 });
    // A tab this version does not know is a copy it cannot read.
    const unknown = saved.replace('"tab":"cancelled"', '"tab":"archived"');
    expect(unknown).not.toBe(saved);
    localStorage.setItem('hajz-bookings', unknown);
    useBookings.setState(initial, true);
    await useBookings.persist.rehydrate();
    expect(useBookings.getState()).toMatchObject({ owner: null, tab: 'active' });
  });

  it('drops a stored copy it cannot read', async () => {
    localStorage.setItem(
      'hajz-bookings',
      JSON.stringify({
        state: { owner: 7, tab: 'active', currentPage: 1, orders: [{ id: 'x' }], pagination: null },
        version: 1,
      }),
    );
    await useBookings.persist.rehydrate();
    expect(useBookings.getState()).toMatchObject({ owner: null, orders: [] });
  });

  it('a cancel refreshes the current page; a page it empties gives way to the one before', async () => {
    let cancelled = false;
    route = (call) => {
      if (call.path === '/api/v1/orders/501/cancel') {
        cancelled = true;
        return ok({ order: booking({ status: statusOf('cancelled') }) }, 'Order cancelled successfully');
      }
      const page = Number(call.query.get('page'));
      if (page === 2) return ok(listPage(cancelled ? [] : [booking()], { page: 2, last: cancelled ? 1 : 2 }));
      return ok(listPage([booking({ id: 400 })], { page: 1, last: cancelled ? 1 : 2 }));
    };
    await useBookings.getState().load('en', 7, 2);
    const outcome = await useBookings.getState().cancel('en', 7, 501);
    expect(outcome).toEqual({ ok: true, message: 'Order cancelled successfully' });
    await vi.waitFor(() => expect(useBookings.getState().currentPage).toBe(1));
    expect(listCalls()).toEqual(['active=1&page=2', 'active=1&page=2', 'active=1&page=1']);
    expect(useBookings.getState().orders.map((o) => o.id)).toEqual([400]);
  });

  it("a refused cancel reports the server's reason and leaves the list alone", async () => {
    route = (call) =>
      call.path.endsWith('/cancel')
        ? refusal(422, 'This order can no longer be cancelled')
        : ok(listPage([booking()]));
    await useBookings.getState().load('en', 7);
    expect(await useBookings.getState().cancel('en', 7, 501)).toEqual({
      ok: false,
      message: 'This order can no longer be cancelled',
    });
    expect(listCalls()).toEqual(['active=1&page=1']);
  });
});
