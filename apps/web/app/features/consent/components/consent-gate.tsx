/**
 * The only consent code on every page's first load (issue 15, ADR 0018's budget): with no vendor configured it
 * renders and loads nothing. With one, the consent mount is its own chunk; for a visitor whose cookie does not name
 * the current consent version the server paints the banner with the page (so it is not a late, largest paint), and
 * the browser keeps that markup until the chunk has loaded and hydrates it then.
 */
import { lazy, Suspense } from 'react';
import { useRootData } from '~/lib/root-data';
import { trackingConfigured } from '~/lib/tracking';

const ConsentMount = lazy(() => import('./consent-mount').then((m) => ({ default: m.ConsentMount })));

export function ConsentGate() {
  const root = useRootData();
  if (!trackingConfigured(root?.business.tracking)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentMount askOnFirstPaint={!root!.consentRecorded} />
    </Suspense>
  );
}
