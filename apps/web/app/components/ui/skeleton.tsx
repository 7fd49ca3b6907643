import { cx } from '~/lib/cx';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('animate-pulse rounded-xl bg-sand-200/70 dark:bg-slate-800', className)}
    />
  );
}
