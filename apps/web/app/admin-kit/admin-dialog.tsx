import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';

/**
 * A back-office dialog (the calendar's booking and walk-in forms, the waitlist's offer). Admin screens keep their
 * dialogs in their own chunk (ADR 0027: the app's dialog registry lives in the shared chunk every customer page
 * loads), with the registry's look and keyboard behaviour: Radix traps focus, Escape closes.
 */
export function AdminDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[92dvh] w-full max-w-[638px] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl outline-none sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-3xl dark:bg-slate-900"
          {...(description ? {} : { 'aria-describedby': undefined })}
          // The screen behind redraws after a change and may take focus: only a click outside or Escape closes.
          onFocusOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="pe-10 text-lg font-bold">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
              {description}
            </Dialog.Description>
          )}
          {children}
          <Dialog.Close
            aria-label={t('actions.close')}
            className="absolute end-3 top-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-xl text-slate-700 shadow dark:bg-slate-800 dark:text-slate-100"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
