import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { DialogProps } from '~/lib/dialogs';
import { Button } from './button';

/** Spec §2 confirm: title, message, confirm and cancel buttons. Texts come translated from the caller. */
export default function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  close,
}: DialogProps<{
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
}>) {
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <Dialog.Title className="pe-10 text-lg font-bold">{title}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{message}</Dialog.Description>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={close} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
              close();
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
