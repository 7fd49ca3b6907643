import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';

/**
 * The look every dialog shares, the registry's (dialog-stack.tsx) and the back office's own (admin-kit/admin-dialog):
 * a dimmed backdrop, a sheet from the bottom on a phone and a centred card from `sm` up, and the close button.
 */
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm';
export const dialogContentClass =
  'fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl outline-none sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-3xl dark:bg-slate-900';

/** The corner "×" that closes the dialog, named for screen readers. */
export function DialogCloseButton() {
  const { t } = useTranslation();
  return (
    <Dialog.Close
      aria-label={t('actions.close')}
      className="absolute end-3 top-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-xl text-slate-700 shadow dark:bg-slate-800 dark:text-slate-100"
    >
      ×
    </Dialog.Close>
  );
}
