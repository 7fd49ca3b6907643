import { lazy, Suspense } from 'react';
import { useDialogs } from '~/lib/dialogs';

const DialogStack = lazy(() => import('./dialog-stack'));

/** Renders open dialogs; Radix's dialog code is fetched with the first one, not on every page load. */
export function DialogHost() {
  const open = useDialogs((s) => s.stack.length > 0);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogStack />
    </Suspense>
  );
}
