/**
 * The browser's side of the consent gate: until the stored choice is read, the server's answer stands (the
 * server's render is tested in consent-gate.server.test.tsx); then the stored choice decides.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { TrackingSettings } from '@hajz/contracts/tracking';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { consentStorageKey, useConsent } from '../consent-store';
import { ConsentGate } from './consent-gate';

const tracking: TrackingSettings = {
  ga4_measurement_id: 'G-TEST1234',
  meta_pixel_id: null,
  snap_pixel_id: null,
  tiktok_pixel_id: null,
  consent_version: '2026-11',
};

async function page(consentRecorded: boolean, withTracking = true) {
  const root = {
    locale: 'en',
    origin: '',
    user: null,
    business: { name: 'Rawnaq', tracking: withTracking ? tracking : null },
    consentRecorded,
  };
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: ConsentGate, loader: () => root }]);
  return (
    <I18nProvider i18n={await loadI18n('en')}>
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />
    </I18nProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'hajz_consent=; Max-Age=0; Path=/';
  useConsent.setState({ consent: null, stored: false });
});
afterEach(() => useConsent.setState({ consent: null, stored: false }));

describe('consent gate, in the browser', () => {
  it('in the browser, a choice stored before the cookie existed removes the banner and sets the cookie', async () => {
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ analytics: false, marketing: false, version: '2026-11', visitorId: 'v', at: '' }),
    );
    render(await page(false));
    // The mount is its own chunk: once it has read the stored choice, the cookie is set and the banner gone.
    await waitFor(() => expect(document.cookie).toContain('hajz_consent=2026-11'));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('in the browser, a cookie without a stored choice (storage cleared) asks again', async () => {
    render(await page(true));
    expect(await screen.findByTestId('consent-banner')).toBeTruthy();
  });
});
