import { Skeleton } from '~/components/ui/skeleton';

/** Spec §2: the appointment dialog's loading skeleton, shaped like the calendar and the times. */
export function AppointmentSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="appointment-skeleton">
      <Skeleton className="mx-auto h-72 w-full max-w-80" />
      <Skeleton className="mt-5 h-5 w-1/2" />
      <div className="mt-3 grid grid-cols-2 gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    </div>
  );
}
