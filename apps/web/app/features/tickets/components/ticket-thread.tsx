import { useCallback } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from '~/components/ui/localized-link';
import { TicketThread } from '~/components/ticket-thread';
import { useTicketUnread } from '~/lib/ticket-unread-store';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { fetchTicket, replyToTicket } from '../api';
import { isTicketThread } from '~/components/ticket-shapes';
import { TicketStatusBadge } from './ticket-status';

/**
 * One ticket (`/dashboard/tickets?ticket=ID`): its subject, status and booking, the messages, and a reply box.
 * Opening it marks the business's replies read, so the navigation's badge is asked again.
 */
export function TicketThreadView({ id, timeZone }: { id: number; timeZone: string }) {
  const { t } = useTranslation('tickets');
  const { locale } = useLocale();
  const business = useRootData()?.business.name ?? '';
  const refreshUnread = useTicketUnread((s) => s.refresh);
  const load = useCallback(() => fetchTicket(locale, id), [locale, id]);
  const send = useCallback((form: FormData) => replyToTicket(locale, id, form), [locale, id]);

  return (
    <TicketThread
      id={id}
      ns="tickets"
      viewer="customer"
      timeZone={timeZone}
      load={load}
      isValid={isTicketThread}
      onLoaded={() => void refreshUnread(locale)}
      back={{ to: '/dashboard/tickets', testId: 'tickets-back' }}
      testId="ticket-thread"
      errorTestId="ticket-error"
      details={({ ticket }) => (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <TicketStatusBadge status={ticket.status} />
          <span>{t(`category.${ticket.category}`)}</span>
          {ticket.order && (
            <LocalizedLink
              to={`/dashboard/bookings?booking=${ticket.order.id}`}
              className="font-semibold text-brand-700 underline dark:text-brand-100"
            >
              {t('thread.booking', { number: ticket.order.order_number })}
            </LocalizedLink>
          )}
          {ticket.branch && <span>· {ticket.branch.name}</span>}
        </div>
      )}
      otherName={() => t('thread.business', { name: business })}
      replyHint={({ ticket }) => (ticket.status === 'resolved' ? t('thread.resolved_hint') : undefined)}
      failedText={t('thread.send_failed')}
      send={send}
    />
  );
}
