// @vitest-environment node
/**
 * The server's render: the banner is painted with the page for a visitor who has not chosen yet, not added by the
 * browser seconds later (it would then be the page's largest paint); none when the visitor's cookie names the
 * current version, nor without any vendor. The browser's side is in consent-gate.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import type { TrackingSettings } from '@hajz/contracts/tracking';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { ConsentGate } from './consent-gate';

const tracking: TrackingSettings = {
  ga4_measurement_id: 'G-TEST1234',
  meta_pixel_id: null,
  snap_pixel_id: null,
  tiktok_pixel_id: null,
  consent_version: '2026-11',
};

export async function page(consentRecorded: boolean, withTracking = true) {
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

/** The server's HTML for the page, once every lazy part has rendered (as the streamed response ends). */
async function serverHtml(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('consent gate, on the server', () => {
  it('paints the banner with the page when the visitor has not chosen for this version', async () => {
    const html = await serverHtml(await page(false));
    expect(html).toContain('data-testid="consent-banner"');
    expect(html).toContain('Reject all');
  });

  it('paints no banner for a visitor whose cookie names this version, nor without any vendor', async () => {
    expect(await serverHtml(await page(true))).not.toContain('consent-banner');
    expect(await serverHtml(await page(false, false))).not.toContain('consent-banner');
  });
});
