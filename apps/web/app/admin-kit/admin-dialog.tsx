import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogCloseButton, dialogContentClass, dialogOverlayClass } from '~/components/ui/dialog-frame';

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
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={`${dialogContentClass} max-w-[638px]`}
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
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
