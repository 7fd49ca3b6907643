import { Suspense } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { defaultDialogMaxWidth, dialogDefinition, useDialogs, type OpenDialog } from '~/lib/dialogs';
import { DialogCloseButton, dialogContentClass, dialogOverlayClass } from './dialog-frame';
import { Skeleton } from './skeleton';

/** The open registered dialogs, top one last: focus trapped, Escape closes, labelled by its title. */
export default function DialogStack() {
  const stack = useDialogs((s) => s.stack);
  return (
    <>
      {stack.map((entry) => (
        <HostedDialog key={entry.id} entry={entry} />
      ))}
    </>
  );
}

function HostedDialog({ entry }: { entry: OpenDialog }) {
  const { t } = useTranslation();
  const close = useDialogs((s) => s.close);
  const definition = dialogDefinition(entry.name);
  const Component = definition?.component;
  if (!Component) return null;
  const closeThis = () => close(entry.id);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeThis()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={dialogContentClass}
          style={{ maxWidth: definition?.maxWidth ?? defaultDialogMaxWidth }}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (entry.returnFocus?.isConnected) {
              event.preventDefault();
              entry.returnFocus.focus();
            }
          }}
        >
          <Suspense fallback={<DialogFallback label={t('status.loading')} />}>
            <Component {...entry.props} close={closeThis} />
          </Suspense>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogFallback({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Dialog.Title className="sr-only">{label}</Dialog.Title>
      <Skeleton className="mb-4 aspect-[4/3] w-full" />
      <Skeleton className="mb-2 h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
