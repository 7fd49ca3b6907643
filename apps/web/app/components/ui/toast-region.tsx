import { Toast } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useLayoutEffect, useState } from 'react';
import {
  controlInUse,
  toastDurationMs,
  toastEdge,
  toastSwipeThreshold,
  useToasts,
  type ToastColor,
} from '~/lib/toast-store';
import { cx } from '~/lib/cx';
import { useDialogs } from '~/lib/dialogs';

const colours: Record<ToastColor, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
  info: 'border-brand-600 bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-50',
};

/** Radix toasts with the spec's numbers: 5000 ms, swipe 50, F8 focuses the viewport (Radix's default hotkey). */
export default function ToastRegion() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const rtl = i18n.language === 'ar';
  const sheetOpen = useDialogs((state) => state.stack.length > 0);
  // Decided when a toast comes (or a dialog opens or closes), from where the customer is acting then: the toasts
  // do not jump about while they are up.
  const newest = toasts.at(-1)?.id;
  const [edge, setEdge] = useState<'top' | 'bottom'>('bottom');
  useLayoutEffect(() => {
    setEdge(toastEdge(controlInUse(document), window.innerHeight, sheetOpen));
  }, [newest, sheetOpen]);
  return (
    <Toast.Provider
      duration={toastDurationMs}
      swipeThreshold={toastSwipeThreshold}
      swipeDirection={rtl ? 'left' : 'right'}
      label={t('toast.region')}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          type={item.color === 'error' ? 'foreground' : 'background'}
          data-color={item.color}
          className={cx(
            'pointer-events-auto flex items-start gap-3 rounded-xl border-s-4 p-4 shadow-lg data-[state=closed]:opacity-0 transition-opacity',
            colours[item.color],
          )}
        >
          <div className="flex-1">
            <Toast.Title className="font-medium">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="mt-1 text-sm">{item.description}</Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action altText={item.action.label} asChild>
              <button
                type="button"
                className="rounded-lg px-2 py-1 text-sm font-semibold underline"
                onClick={item.action.onClick}
              >
                {item.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close aria-label={t('actions.close')} className="rounded p-1 text-lg leading-none">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* The rule of toastEdge (lib/toast-store.ts) on every screen size: never over the control in use. Taps pass
          through around the toasts. */}
      <Toast.Viewport
        data-edge={edge}
        className={cx(
          'pointer-events-none fixed inset-x-0 z-[100] m-0 ms-auto flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none',
          edge === 'top'
            ? 'top-0 pt-[max(1rem,env(safe-area-inset-top))]'
            : 'bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]',
        )}
      />
    </Toast.Provider>
  );
}
