import { Skeleton } from '~/components/ui/skeleton';

/** Three card placeholders while the gift cards load. */
export function GiftCardsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="gift-cards-loading">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-3xl p-3 ring-1 ring-sand-200 dark:ring-slate-700">
            <Skeleton className="aspect-[8/5] w-full" />
            <Skeleton className="mt-3 h-5 w-1/2" />
            <Skeleton className="mt-2 h-4 w-2/3" />
            <Skeleton className="mt-2 h-3 w-1/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
