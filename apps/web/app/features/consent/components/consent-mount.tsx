/**
 * Loaded by the consent gate (issue 15) when a vendor is configured. Until the browser has read the stored choice,
 * the server's answer decides (`askOnFirstPaint`: the banner, rendered with the page; the banner is fixed, so it
 * shifts nothing); then Consent Mode defaults, and the stored choice decides — none yet: the banner; given: the
 * vendors' chunk once the page is idle.
 */
import { useEffect, useState } from 'react';
import { useRootData } from '~/lib/root-data';
import { trackingConfigured } from '~/lib/tracking';
import { useConsent } from '../consent-store';
import { consentDefaults } from '../consent-mode';
import type { applyConsent } from '../vendors';

import ConsentBanner from './consent-banner';

type Vendors = { applyConsent: typeof applyConsent };
let vendors: Vendors | null = null;

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(work, { timeout: 4000 }) : setTimeout(work, 1);

export function ConsentMount({ askOnFirstPaint }: { askOnFirstPaint: boolean }) {
  const tracking = useRootData()?.business.tracking;
  const configured = trackingConfigured(tracking);
  const version = tracking?.consent_version ?? '';
  const consent = useConsent((s) => s.consent);
  const stored = useConsent((s) => s.stored);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!configured) return;
    consentDefaults();
    useConsent.getState().load(version);
    setReady(true);
  }, [configured, version]);

  useEffect(() => {
    if (!configured || !tracking || !consent) return;
    const apply = (module: Vendors) => module.applyConsent(tracking, consent, { stored });
    // Once loaded, a change (a withdrawal above all) applies at once; the first load waits for an idle moment.
    if (vendors) return apply(vendors);
    if (!consent.analytics && !consent.marketing) return;
    whenIdle(() => {
      void import('../vendors').then((module) => {
        vendors = module;
        apply(module);
      });
    });
  }, [configured, tracking, consent, stored]);

  const ask = ready ? !consent : askOnFirstPaint;
  return configured && ask ? <ConsentBanner version={version} ready={ready} /> : null;
}
