import { Skeleton } from '~/components/ui/skeleton';

/** The two balance cards and three history rows as placeholders while the wallet loads. */
export function WalletSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="wallet-loading">
      <div className="grid gap-3 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-2xl p-4 ring-1 ring-sand-200 dark:ring-slate-700">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-3 h-8 w-1/2" />
            <Skeleton className="mt-3 h-3 w-3/4" />
          </div>
        ))}
      </div>
      <Skeleton className="mt-8 h-6 w-24" />
      <div className="mt-4 space-y-3">
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className="flex justify-between gap-3 rounded-2xl p-4 ring-1 ring-sand-200 dark:ring-slate-700"
          >
            <div className="flex-1">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="mt-2 h-4 w-1/3" />
              <Skeleton className="mt-2 h-4 w-2/5" />
            </div>
            <div className="flex w-28 flex-col items-end">
              <Skeleton className="h-6 w-24" />
              <Skeleton className="mt-2 h-4 w-28" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
