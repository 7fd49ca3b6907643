import type { TicketStatus } from '@hajz/contracts/ticket-rules';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';

const tones: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  awaiting_customer: 'bg-brand-50 text-brand-900 dark:bg-slate-700 dark:text-brand-100',
  resolved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

/** A ticket's status as the customer reads it: waiting for the business, answered, or resolved. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <span
      className={cx('inline-block rounded-full px-3 py-0.5 text-xs font-semibold', tones[status])}
      data-testid="ticket-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The number of unread replies as a badge; its words go in the item's name (screen readers). */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="ticket-unread"
      className="flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
