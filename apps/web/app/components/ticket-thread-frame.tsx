import type { ReactNode } from 'react';
import { LoadError } from '~/components/ui/load-error';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';

/** The way back from a ticket's thread to its list (the arrow turns in Arabic). */
export function ThreadBackLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <LocalizedLink
      to={to}
      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-100"
      data-testid={testId}
    >
      <span aria-hidden="true" className="rtl:rotate-180">
        ←
      </span>
      {label}
    </LocalizedLink>
  );
}

/**
 * A thread not shown yet, for the customer and the desk alike: the way back, then why it failed to load (with a
 * retry) or the shape of the messages while they load.
 */
export function ThreadPending({
  back,
  error,
  onRetry,
  retryLabel,
  errorTestId,
  loadingLabel,
}: {
  back: ReactNode;
  error: string | null;
  onRetry: () => void;
  retryLabel: string;
  errorTestId: string;
  loadingLabel: string;
}) {
  if (error)
    return (
      <section>
        {back}
        <div className="mt-4">
          <LoadError message={error} retryLabel={retryLabel} onRetry={onRetry} testId={errorTestId} />
        </div>
      </section>
    );
  return (
    <section aria-busy="true">
      {back}
      <div role="status" aria-label={loadingLabel} className="mt-4 space-y-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-20 w-3/4" />
        <Skeleton className="ms-auto h-16 w-2/3" />
      </div>
    </section>
  );
}
