import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts, watchControls } from '~/lib/toast-store';

const ToastRegion = lazy(() => import('./toast-region'));

/** Mounts the toast region (Radix) with the first toast and keeps it, so F8 and the queue work from then on. */
export function Toaster() {
  const any = useToasts((s) => s.toasts.length > 0);
  const [mounted, setMounted] = useState(false);
  // What the customer presses, so the first toast already keeps clear of it (toast-store.ts, toastEdge).
  useEffect(() => watchControls(document), []);
  if (any && !mounted) setMounted(true);
  if (!mounted && !any) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
