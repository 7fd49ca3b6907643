import { Suspense } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { defaultDialogMaxWidth, dialogDefinition, useDialogs, type OpenDialog } from '~/lib/dialogs';
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
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl outline-none sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-3xl dark:bg-slate-900"
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
