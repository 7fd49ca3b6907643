import { Skeleton } from '~/components/ui/skeleton';

/** The cart while it loads: two line cards and the totals block. */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      data-testid="cart-skeleton"
      className="grid gap-6 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-3">
        {[0, 1].map((i) => (
          <div
            key={i}
            className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <Skeleton className="size-18 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-56" />
    </div>
  );
}
