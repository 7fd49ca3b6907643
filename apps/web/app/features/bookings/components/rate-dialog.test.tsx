import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetails } from '@hajz/contracts/orders';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { useBookings } from '../store';
import { booking, listPage, statusOf } from '~/lib/testing/orders';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';

let calls: Call[];
let details: OrderDetails;
let rate: Route;
let rating: Route;
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color]);
const dialogNames = () => useDialogs.getState().stack.map((d) => d.name);
const called = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

async function openShow(locale: 'en' | 'ar' = 'en') {
  await renderHost(locale);
  act(() => void openDialog('booking-show', { order: details, timeZone: 'Asia/Riyadh', owner: 7 }));
  const name = locale === 'ar' ? 'الحجز HZ-2031-000501' : 'Booking HZ-2031-000501';
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog.getAttribute('aria-busy')).toBeNull());
  return dialog;
}

beforeEach(() => {
  details = booking({ status: statusOf('completed'), can_rate: true, is_cancelable: false });
  rate = () => undefined;
  rating = () => undefined;
  calls = fakeFetch((call) => {
    if (call.path === '/api/v1/orders/501/rate') return rate(call);
    if (call.path === '/api/v1/orders/501/rating') return rating(call);
    if (call.path === '/api/v1/orders/501') return ok(details);
    if (call.path === '/api/v1/orders') return ok(listPage([details], { active: '0' }));
    return undefined;
  });
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  useBookings.setState({ owner: 7, tab: 'completed', currentPage: 1, orders: [], pagination: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('rating a booking', () => {
  it('1–5 stars as a radio group and a comment; the thanks, then the booking shows its rating', async () => {
    const user = userEvent.setup();
    rate = (call) => {
      details = booking({ status: statusOf('completed'), has_rating: true, is_cancelable: false });
      return ok(
        { rating: { ...(call.body as object), created_at: '2031-03-06T09:00:00Z' } },
        'Thank you for your rating',
        201,
      );
    };
    const show = await openShow();
    await user.click(within(show).getByRole('button', { name: 'Rate service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your visit' }, { timeout: 5000 });
    const group = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(within(group).getByRole('radio', { name, checked: false })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose from 1 to 5 stars.');
    expect(called('POST', '/api/v1/orders/501/rate')).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    // Arrow keys move through the group like any radio group.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect((within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Lovely, thank you  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));

    await waitFor(() => expect(dialogNames()).toEqual(['booking-show']));
    expect(called('POST', '/api/v1/orders/501/rate').map((c) => c.body)).toEqual([
      { rating: 4, comment: 'Lovely, thank you' },
    ]);
    expect(toasts()).toEqual([['Thank you for your rating', 'success']]);
    // The booking is read again (its buttons change) and so is the list's page.
    expect(await within(show).findByRole('button', { name: 'View rating' })).toBeTruthy();
    expect(within(show).queryByRole('button', { name: 'Rate service' })).toBeNull();
    expect(called('GET', '/api/v1/orders')).toHaveLength(1);
  });

  it("a refused rating toasts the server's reason and keeps the form", async () => {
    const user = userEvent.setup();
    rate = () => refusal(409, 'You have already rated this booking');
    const show = await openShow();
    await user.click(within(show).getByRole('button', { name: 'Rate service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your visit' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(toasts()).toEqual([['You have already rated this booking', 'error']]));
    expect(dialogNames()).toEqual(['booking-show', 'booking-rate']);
  });

  it('view rating shows the stars and the comment', async () => {
    const user = userEvent.setup();
    details = booking({ status: statusOf('completed'), has_rating: true, is_cancelable: false });
    rating = () => ok({ rating: { rating: 4, comment: 'Lovely', created_at: '2031-03-05T22:30:00Z' } });
    const show = await openShow();
    await user.click(within(show).getByRole('button', { name: 'View rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your rating' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(dialog).getByTestId('rating-comment').textContent).toBe('Lovely');
    // 22:30 UTC is already the 6th in Riyadh.
    expect(within(dialog).getByText('Rated on Thu, 6 Mar 2031')).toBeTruthy();
  });

  it('view rating offers a retry when it cannot load', async () => {
    const user = userEvent.setup();
    details = booking({ status: statusOf('completed'), has_rating: true, is_cancelable: false });
    let fail = true;
    rating = () =>
      fail
        ? refusal(500, 'Oops')
        : ok({ rating: { rating: 3, comment: null, created_at: '2031-03-05T10:00:00Z' } });
    const show = await openShow();
    await user.click(within(show).getByRole('button', { name: 'View rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your rating' }, { timeout: 5000 });
    expect((await within(dialog).findByRole('alert')).textContent).toContain("We couldn't load your rating.");
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('img', { name: '3 out of 5 stars' })).toBeTruthy();
    expect(within(dialog).getByTestId('rating-comment').textContent).toBe('No comment.');
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    const show = await openShow('ar');
    await user.click(within(show).getByRole('button', { name: 'قيّم الخدمة' }));
    const dialog = await screen.findByRole('dialog', { name: 'قيّم زيارتك' }, { timeout: 5000 });
    expect(within(dialog).getByRole('radio', { name: 'نجمتان' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '5 نجوم' })).toBeTruthy();
  });
});
