import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { giftCard, voucher, vouchersPage } from '../testing';
import { GiftCardsView } from './gift-cards-view';

let calls: Call[];
let route: Route;
beforeEach(() => {
  route = () => undefined;
  calls = fakeFetch((call) => route(call));
  useDialogs.getState().closeAll();
});
afterEach(() => vi.unstubAllGlobals());

const expired = voucher({
  serial_number: 'DEMO-SARA-0100',
  value: 10000,
  remaining_amount: 10000,
  status: 'Expired',
  card_image: '/img/cards/blue.svg',
});

describe('/dashboard/gift-cards', () => {
  it('shows a skeleton, then every card with image, name, remaining of total and status', async () => {
    let answer!: (value: ReturnType<typeof ok>) => void;
    route = (call) =>
      call.path === '/api/v1/vouchers' ? new Promise((resolve) => (answer = resolve)) : undefined;
    await renderHost('en', <GiftCardsView timeZone="Asia/Riyadh" />);
    expect(await screen.findByTestId('gift-cards-loading')).toBeTruthy();
    act(() => answer(ok(vouchersPage([voucher(), expired]))));
    const cards = await screen.findAllByTestId('gift-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('gift-card-image').getAttribute('src')).toBe('/img/gift-card.svg');
    expect(within(first).getByTestId('gift-card-amounts').textContent).toBe(
      '200.00\u00a0SAR of 200.00\u00a0SAR',
    );
    expect(within(first).getByTestId('gift-card-status').textContent).toBe('Not used');
    expect(within(second).getByTestId('gift-card-image').getAttribute('src')).toBe('/img/cards/blue.svg');
    expect(within(second).getByTestId('gift-card-status').dataset.tone).toBe('amber');
    expect(first.getAttribute('aria-label')).toBe('Details of Rawnaq gift card, DEMO-SARA-0200');
    expect(calls[0]!.query.get('page')).toBe('1');
  });

  it('opens the details dialog of a card', async () => {
    route = (call) => {
      if (call.path === '/api/v1/vouchers') return ok(vouchersPage([voucher()]));
      if (call.path === '/api/v1/vouchers/DEMO-SARA-0200')
        return ok(giftCard({ serial_number: 'DEMO-SARA-0200', total: 20000, remaining_amount: 20000 }));
      return undefined;
    };
    await renderHost('en', <GiftCardsView timeZone="Asia/Riyadh" />);
    await userEvent.click(await screen.findByTestId('gift-card'));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Gift card · 200.00\u00a0SAR' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByTestId('row-serial').textContent).toBe('Serial numberDEMO-SARA-0200');
  });

  it('says when there are no cards, and leads to the gift cards to buy (not the services)', async () => {
    route = (call) => (call.path === '/api/v1/vouchers' ? ok(vouchersPage([])) : undefined);
    await renderHost('ar', <GiftCardsView timeZone="Asia/Riyadh" />);
    const empty = await screen.findByTestId('gift-cards-empty');
    expect(empty.textContent).toContain('لا توجد بطاقات هدايا بعد');
    expect(within(empty).getByRole('link', { name: 'اشترِ بطاقة هدية' }).getAttribute('href')).toBe(
      '/ar/gift-cards',
    );
  });

  it('shows an error with Try again, and a malformed answer as an invalid response', async () => {
    let fail = true;
    route = (call) =>
      call.path === '/api/v1/vouchers'
        ? fail
          ? refusal(500, 'Something went wrong on our side. Please try again')
          : ok({ vouchers: 'nope' })
        : undefined;
    await renderHost('en', <GiftCardsView timeZone="Asia/Riyadh" />);
    const error = await screen.findByTestId('gift-cards-error');
    expect(error.textContent).toContain('Something went wrong on our side');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('gift-cards-error').textContent).toContain(
        'Invalid response format from server',
      ),
    );
  });
});

describe('my gift cards dialog (the cart picker)', () => {
  it('lists the available cards and hands the chosen serial to onPick, then closes', async () => {
    route = (call) =>
      call.path === '/api/v1/vouchers/list_available_vouchers'
        ? ok(vouchersPage([voucher(), voucher({ serial_number: 'GIFT-0002', remaining_amount: 4550 })]))
        : undefined;
    const onPick = vi.fn();
    await renderHost('en');
    act(() => void openDialog('my-gift-cards', { onPick }));
    const dialog = await screen.findByRole('dialog', { name: 'My gift cards' }, { timeout: 5000 });
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Use Rawnaq gift card, GIFT-0002, 45.50\u00a0SAR left',
      }),
    );
    expect(onPick).toHaveBeenCalledWith('GIFT-0002');
    await waitFor(() => expect(useDialogs.getState().stack).toEqual([]));
    expect(calls.map((c) => [c.path, c.query.get('page')])).toEqual([
      ['/api/v1/vouchers/list_available_vouchers', '1'],
    ]);
  });

  it('says when no card can be used now', async () => {
    route = (call) =>
      call.path === '/api/v1/vouchers/list_available_vouchers' ? ok(vouchersPage([])) : undefined;
    await renderHost('en');
    act(() => void openDialog('my-gift-cards', { onPick: () => {} }));
    expect((await screen.findByTestId('my-gift-cards-empty', undefined, { timeout: 5000 })).textContent).toBe(
      'You have no gift cards you can use right now.',
    );
    // …and where to get one: the gift card shop, in the page's language; following it closes the dialog.
    const buy = screen.getByRole('link', { name: 'Buy a gift card' });
    expect(buy.getAttribute('href')).toBe('/gift-cards');
    await userEvent.setup().click(buy);
    await waitFor(() => expect(useDialogs.getState().stack).toEqual([]));
  });

  it('a link with ?card= (a gift card notification) opens that card’s details at once', async () => {
    route = (call) => (call.path === '/api/v1/vouchers' ? ok(vouchersPage([voucher()])) : undefined);
    await renderHost('en', <GiftCardsView timeZone="Asia/Riyadh" />, '?card=DEMO-SARA-0200');
    await waitFor(() =>
      expect(useDialogs.getState().stack).toMatchObject([
        { name: 'gift-card-details', props: { serial: 'DEMO-SARA-0200', timeZone: 'Asia/Riyadh' } },
      ]),
    );
  });
});
