/** The banner and the preferences dialog: choices stored, recorded on the server, withdrawal recorded as such. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '~/lib/use-translation';
import { DialogHost } from '~/components/ui/dialog-host';
import { useDialogs } from '~/lib/dialogs';
import { loadI18n } from '~/lib/i18n';
import { consentStorageKey, readConsent, useConsent } from '../consent-store';
import ConsentBanner from './consent-banner';
import '~/dialogs';

const posts: Record<string, unknown>[] = [];

async function renderBanner(locale: 'en' | 'ar' = 'en') {
  const Page = () => (
    <>
      {!useConsent((s) => s.consent) && <ConsentBanner version="2026-11" />}
      <DialogHost />
    </>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar' : '/']} />
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'hajz_consent=; Max-Age=0; Path=/';
  posts.length = 0;
  useConsent.setState({ consent: null, stored: false });
  useDialogs.getState().closeAll();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return new Response('{}', { status: 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('consent banner', () => {
  it('Reject all: stored, sent as a banner record, banner gone', async () => {
    await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(readConsent('2026-11')).toMatchObject({ analytics: false, marketing: false });
    // The server paints no banner on the next page: the cookie names the version chosen for.
    expect(document.cookie).toContain('hajz_consent=2026-11');
    expect(posts).toEqual([
      expect.objectContaining({ analytics: false, marketing: false, source: 'banner', version: '2026-11' }),
    ]);
    expect(posts[0]!.visitor_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('Accept all in Arabic', async () => {
    await renderBanner('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'قبول الكل' }));
    expect(posts).toEqual([expect.objectContaining({ analytics: true, marketing: true, source: 'banner' })]);
  });

  it('a stored choice for an older version does not count', () => {
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ analytics: true, marketing: true, version: '2025-01' }),
    );
    expect(readConsent('2026-11')).toBeNull();
  });

  it('preferences: analytics only, then marketing withdrawn is recorded as a withdrawal', async () => {
    await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Preferences' }));
    const analytics = await screen.findByRole('checkbox', { name: 'Analytics' });
    const necessary = screen.getByRole('checkbox', { name: /Necessary/ }) as HTMLInputElement;
    expect([necessary.disabled, necessary.checked]).toEqual([true, true]);
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(posts.at(-1)).toMatchObject({ analytics: true, marketing: false, source: 'preferences' });

    act(() => void useDialogs.getState().open('consent-preferences'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(posts.at(-1)).toMatchObject({ analytics: false, marketing: false, source: 'withdraw' });
  });
});
