import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub, Outlet } from 'react-router';
import { loadI18n } from '~/lib/i18n';
import { fakeFetch, ok, type Call } from '~/lib/testing/fake-fetch';
import { refund, visible, walletPage } from '~/features/wallet/testing';
import Page, { meta } from './dashboard.wallet';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The route under a stand-in root whose loader data is what the server would send. */
async function renderRoute(user: { id: number } | null, timezone: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <>
          <p data-testid="root-ready" />
          <Outlet />
        </>
      ),
      HydrateFallback: () => null,
      loader: () => ({ locale: 'en', origin: '', user, business: { name: 'Rawnaq', timezone } }),
      children: [{ path: 'dashboard/wallet', Component: Page }],
    },
  ]);
  render(
    <I18nProvider i18n={await loadI18n('en')}>
      <Stub initialEntries={['/dashboard/wallet']} />
    </I18nProvider>,
  );
}

describe('/dashboard/wallet route', () => {
  it("shows the signed-in customer's wallet, dated in the business's timezone", async () => {
    const calls: Call[] = fakeFetch((call) =>
      call.path === '/api/v1/wallet'
        ? ok(walletPage([refund({ created_at: '2031-03-05T10:00:00+03:00' })]))
        : undefined,
    );
    await renderRoute({ id: 7 }, 'Asia/Tokyo');
    const date = await screen.findByTestId('entry-date');
    // 10:00 in Riyadh is 16:00 in Tokyo: the root's business timezone reaches the entries.
    expect(visible(date.textContent)).toBe('Wed, 5 Mar 2031 · 4:00 PM');
    // The wallet, and the invitations section under it (issue 15).
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/v1/referrals', '/api/v1/wallet']);
  });

  it('renders nothing and asks nothing for a guest (the dashboard layout asks them to sign in)', async () => {
    const calls = fakeFetch(() => undefined);
    await renderRoute(null, 'Asia/Riyadh');
    // Once the root's data is in, the page has rendered: nothing on it, and no request went out.
    await screen.findByTestId('root-ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByTestId('wallet-loading')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps the wallet page title and keeps it out of search engines', async () => {
    await loadI18n('ar');
    const tags = meta({
      location: { pathname: '/ar/dashboard/wallet' },
      matches: [{ id: 'root', data: { origin: 'https://hajz.test', business: { name: 'رونق' } } }],
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: 'المحفظة | رونق' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
