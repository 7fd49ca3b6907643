import type { TicketSummary } from '@hajz/contracts/tickets';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { formatInstantDate } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { LocalizedLink } from '~/components/ui/localized-link';
import { TicketStatusBadge, UnreadBadge } from './ticket-status';

/** My tickets, latest activity first: subject, status, unread replies, the last message and its day. */
export function TicketList({ tickets, timeZone }: { tickets: TicketSummary[]; timeZone: string }) {
  const { t } = useTranslation('tickets');
  const { locale } = useLocale();
  return (
    <ul className="space-y-3" data-testid="ticket-list">
      {tickets.map((ticket) => {
        const unread = ticket.unread_count > 0;
        return (
          <li key={ticket.id}>
            <LocalizedLink
              to={`/dashboard/tickets?ticket=${ticket.id}`}
              data-testid="ticket-item"
              data-unread={unread ? 'true' : 'false'}
              className={cx(
                'block rounded-2xl border p-4 focus-visible:outline-2 focus-visible:outline-brand-500',
                unread
                  ? 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-slate-800'
                  : 'border-sand-200 bg-white hover:bg-sand-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
              )}
            >
              <span className="flex items-start gap-3">
                <span className="min-w-0 flex-1">
                  <span className="block font-bold">
                    <bdi>{ticket.subject}</bdi>
                  </span>
                  <span className="mt-1 block truncate text-sm text-slate-700 dark:text-slate-300">
                    {ticket.last_message ? <bdi>{ticket.last_message}</bdi> : t('list.picture')}
                  </span>
                </span>
                <UnreadBadge count={ticket.unread_count} />
              </span>
              <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
                <TicketStatusBadge status={ticket.status} />
                <span>{t(`category.${ticket.category}`)}</span>
                {ticket.order && (
                  <span>
                    · <bdi>{ticket.order.order_number}</bdi>
                  </span>
                )}
                <time dateTime={ticket.last_message_at} className="ms-auto">
                  {formatInstantDate(ticket.last_message_at, timeZone, locale)}
                </time>
              </span>
              {unread && <span className="sr-only">{t('list.unread', { count: ticket.unread_count })}</span>}
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
