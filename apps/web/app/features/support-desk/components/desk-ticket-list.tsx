import type { StaffTicketSummary } from '@hajz/contracts/tickets';
import type { TicketStatus } from '@hajz/contracts/ticket-rules';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { LocalizedLink } from '~/components/ui/localized-link';

const tones: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  awaiting_customer: 'bg-brand-50 text-brand-900 dark:bg-slate-700 dark:text-brand-100',
  resolved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

/** A ticket's status as the desk reads it: to answer, waiting for the customer, resolved. */
export function DeskStatus({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <span
      className={cx('inline-block rounded-full px-3 py-0.5 text-xs font-semibold', tones[status])}
      data-testid="desk-ticket-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The desk's tickets: subject, who wrote, branch, status, unread messages and when. `query` keeps the filters. */
export function DeskTicketList({
  tickets,
  timeZone,
  query,
}: {
  tickets: StaffTicketSummary[];
  timeZone: string;
  query: string;
}) {
  const { t } = useTranslation('support');
  const { locale } = useLocale();
  return (
    <ul className="space-y-3" data-testid="desk-ticket-list">
      {tickets.map((ticket) => {
        const unread = ticket.unread_count > 0;
        const params = new URLSearchParams(query);
        params.set('ticket', String(ticket.id));
        return (
          <li key={ticket.id}>
            <LocalizedLink
              to={`/admin/tickets?${params}`}
              data-testid="desk-ticket"
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
                  <span className="mt-1 block text-sm">
                    {ticket.customer.name || t('list.no_name')} ·{' '}
                    <bdi dir="ltr">+966 {ticket.customer.mobile_number}</bdi>
                    {ticket.customer.guest && <> · {t('list.guest')}</>}
                  </span>
                  <span className="mt-1 block truncate text-sm text-slate-700 dark:text-slate-300">
                    {ticket.last_message ? <bdi>{ticket.last_message}</bdi> : t('list.picture')}
                  </span>
                </span>
                {unread && (
                  <span
                    aria-hidden="true"
                    data-testid="desk-ticket-unread"
                    className="flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white"
                  >
                    {ticket.unread_count > 99 ? '99+' : ticket.unread_count}
                  </span>
                )}
              </span>
              <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
                <DeskStatus status={ticket.status} />
                <span>{t(`category.${ticket.category}`)}</span>
                <span>· {ticket.branch?.name ?? t('list.no_branch')}</span>
                {ticket.order && (
                  <span>
                    · <bdi>{ticket.order.order_number}</bdi>
                  </span>
                )}
                <time dateTime={ticket.last_message_at} className="ms-auto">
                  {formatInstantDate(ticket.last_message_at, timeZone, locale)} ·{' '}
                  <bdi>{formatInstantTime(ticket.last_message_at, timeZone, locale)}</bdi>
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
