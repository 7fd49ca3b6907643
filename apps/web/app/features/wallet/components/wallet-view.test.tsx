import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { earned, payment, refund, visible, walletPage } from '../testing';
import { WalletView } from './wallet-view';

let calls: Call[];
let wallet: Route;
const pagesAsked = () =>
  calls.filter((c) => c.path === '/api/v1/wallet').map((c) => Number(c.query.get('page')));

async function renderView(locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => <WalletView timeZone="Asia/Riyadh" /> }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/dashboard/wallet' : '/dashboard/wallet']} />
    </I18nProvider>,
  );
}
const rows = () => screen.queryAllByTestId('wallet-entry');
const text = (el: HTMLElement, id: string) => visible(within(el).getByTestId(id).textContent);

beforeEach(() => {
  localStorage.clear();
  wallet = () => ok(walletPage([refund(), payment(), earned()]));
  calls = fakeFetch((call) => (call.path === '/api/v1/wallet' ? wallet(call) : undefined));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('wallet page', () => {
  it('shows skeletons, then both balances', async () => {
    let release = () => {};
    const held = wallet;
    wallet = async (call) => {
      await new Promise<void>((resolve) => (release = resolve));
      return held(call);
    };
    await renderView();
    expect(await screen.findByRole('status', { name: 'Loading your wallet…' })).toBeTruthy();
    expect(screen.queryByTestId('wallet-page-balance')).toBeNull();
    release();
    expect((await screen.findByTestId('wallet-page-balance')).textContent).toBe('104.50\u00a0SAR');
    expect(screen.getByTestId('points-page-balance').textContent).toBe('1,250');
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet balance' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Loyalty points' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your wallet…' })).toBeNull();
    expect(pagesAsked()).toEqual([1]);
  });

  it('lists each entry with its reason, order, date, signed amount and balance after', async () => {
    await renderView();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [credit, debit, points] = rows() as [HTMLElement, HTMLElement, HTMLElement];

    expect(
      within(credit).getByRole('heading', { level: 3, name: 'Refund of a cancelled order' }),
    ).toBeTruthy();
    expect(text(credit, 'entry-order')).toBe('Order HZ-2031-000501');
    expect(text(credit, 'entry-date')).toBe('Wed, 5 Mar 2031 · 10:00 AM');
    expect(within(credit).getByTestId('entry-date').getAttribute('datetime')).toBe(
      '2031-03-05T10:00:00+03:00',
    );
    expect(text(credit, 'entry-amount')).toBe('Credit: +150.00\u00a0SAR');
    expect(text(credit, 'entry-balance-after')).toBe('Balance after: 150.00\u00a0SAR');
    expect(credit.getAttribute('data-direction')).toBe('credit');
    expect(within(credit).getByTestId('entry-amount').className).toContain('text-emerald-700');
    // The word is for screen readers; the sign is what everyone sees.
    expect(within(credit).getByText('Credit:').className).toContain('sr-only');

    expect(text(debit, 'entry-amount')).toBe('Debit: \u2212' + '45.50\u00a0SAR');
    expect(text(debit, 'entry-balance-after')).toBe('Balance after: 104.50\u00a0SAR');
    expect(debit.getAttribute('data-direction')).toBe('debit');
    expect(within(debit).getByTestId('entry-amount').className).not.toContain('emerald');

    expect(within(points).getByRole('heading', { name: 'Points earned' })).toBeTruthy();
    expect(within(points).queryByTestId('entry-order')).toBeNull();
    expect(points.textContent).toContain('Points');
    expect(text(points, 'entry-amount')).toBe('Credit: +1,200 points');
    expect(text(points, 'entry-balance-after')).toBe('Balance after: 1,250 points');
    expect(screen.queryByTestId('wallet-empty')).toBeNull();
  });

  it('dates an entry on the business calendar, whatever offset the instant was sent with', async () => {
    wallet = () => ok(walletPage([refund({ created_at: '2031-03-05T22:30:00Z' })]));
    await renderView();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(text(rows()[0]!, 'entry-date')).toBe('Thu, 6 Mar 2031 · 1:30 AM');
  });

  it('keeps the sign before the digits in Arabic and says credit or debit in words', async () => {
    await renderView('ar');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeTruthy();
    expect(screen.getByTestId('wallet-page-balance').textContent).toBe('104.50\u00a0ر.س');
    const [credit, debit, points] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    // The isolate keeps "+150.00" together as one left-to-right run inside the right-to-left line.
    expect(within(credit).getByTestId('entry-amount').textContent).toBe(
      'إيداع: \u2066+150.00\u2069\u00a0ر.س',
    );
    expect(text(credit, 'entry-order')).toBe('الطلب HZ-2031-000501');
    expect(text(debit, 'entry-amount')).toBe('خصم: \u2212' + '45.50\u00a0ر.س');
    expect(text(points, 'entry-amount')).toBe('إيداع: +1,200 نقطة');
  });

  it('says when there is no activity yet, with zero balances', async () => {
    wallet = () => ok(walletPage([], { wallet: 0, points: 0 }));
    await renderView();
    const empty = await screen.findByTestId('wallet-empty');
    expect(within(empty).getByRole('heading', { name: 'No wallet activity yet' })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(screen.getByTestId('wallet-page-balance').textContent).toBe('00.00\u00a0SAR');
    expect(screen.getByTestId('points-page-balance').textContent).toBe('0');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages with Previous and Next from the pagination options', async () => {
    const user = userEvent.setup();
    wallet = (call) => {
      const page = Number(call.query.get('page'));
      return ok(walletPage([refund({ id: page, reason_text: `Entry on page ${page}` })], { page, last: 2 }));
    };
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
    expect(screen.getByRole('heading', { name: 'Entry on page 2' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(pages.textContent).toContain('Page 1 of 2'));
    expect(screen.getByRole('heading', { name: 'Entry on page 1' })).toBeTruthy();
    expect(pagesAsked()).toEqual([1, 2, 1]);
  });

  it.each([
    [
      'a response of the wrong shape',
      () => ok({ wallet: { balance: '10' } }),
      'Invalid response format from server',
    ],
    ['a refusal with a message', () => refusal(503, 'Down for maintenance'), 'Down for maintenance'],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Failed to load your wallet',
    ],
  ])('%s shows an error with a retry that loads again', async (_, failing, message) => {
    const user = userEvent.setup();
    const good = wallet;
    wallet = failing as Route;
    await renderView();
    const alert = await screen.findByTestId('wallet-error');
    expect(alert.textContent).toContain(message);
    // No balances rather than wrong or zero ones.
    expect(screen.queryByTestId('wallet-page-balance')).toBeNull();
    wallet = good;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByTestId('wallet-error')).toBeNull();
    expect(pagesAsked()).toEqual([1, 1]);
  });

  it('a page that fails keeps the one shown, and Try again asks for the failed page', async () => {
    const user = userEvent.setup();
    let down = false;
    wallet = (call) => {
      const page = Number(call.query.get('page'));
      if (down) return refusal(500, 'Server error');
      return ok(walletPage([refund({ id: page, reason_text: `Entry on page ${page}` })], { page, last: 2 }));
    };
    await renderView();
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    down = true;
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    const alert = await screen.findByTestId('wallet-error');
    expect(screen.getByRole('heading', { name: 'Entry on page 1' })).toBeTruthy();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Entry on page 2' })).toBeTruthy();
    expect(pagesAsked()).toEqual([1, 2, 2]);
  });

  it('holds both paging buttons while a page is on its way', async () => {
    const user = userEvent.setup();
    let release = () => {};
    wallet = async (call) => {
      const page = Number(call.query.get('page'));
      if (page === 2) await new Promise<void>((resolve) => (release = resolve));
      return ok(walletPage([refund({ id: page, reason_text: `Entry on page ${page}` })], { page, last: 3 }));
    };
    await renderView();
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true),
    );
    expect(
      within(pages)
        .getByRole('button', { name: /Previous/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'Entry on page 1' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Entry on page 2' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(false);
    expect(
      within(pages)
        .getByRole('button', { name: /Previous/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });
});
