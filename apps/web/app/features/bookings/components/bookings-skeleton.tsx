import { Skeleton } from '~/components/ui/skeleton';

/** Three card-shaped placeholders while a page of bookings loads. */
export function BookingsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="bookings-loading" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-2xl p-4 ring-1 ring-sand-200 dark:ring-slate-700">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-4 h-4 w-3/4" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <Skeleton className="mt-4 h-10 w-32 rounded-full" />
        </div>
      ))}
    </div>
  );
}
