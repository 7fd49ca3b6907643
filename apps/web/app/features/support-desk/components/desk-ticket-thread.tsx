import { useCallback, useState } from 'react';
import type { StaffTicketThread } from '@hajz/contracts/tickets';
import { useTranslation } from '~/lib/use-translation';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/button';
import { TicketThread } from '~/components/ticket-thread';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { fetchDeskTicket, replyAsDesk, setDeskTicketStatus } from '../api';
import { isStaffThread } from '../validate';
import { DeskStatus } from './desk-ticket-list';

/**
 * One ticket at the desk: who wrote (a guest's answer goes by SMS), the booking and branch, the thread, a reply
 * (the customer is told in the app and by SMS) and resolve / reopen. Reading it marks the customer's messages read.
 */
export function DeskTicketThread({
  id,
  timeZone,
  backTo,
  onChanged,
}: {
  id: number;
  timeZone: string;
  backTo: string;
  /** The list behind it is stale (a reply or a status changed it). */
  onChanged: () => void;
}) {
  const { t } = useTranslation('support');
  const { locale } = useLocale();
  const [changing, setChanging] = useState(false);
  const load = useCallback(() => fetchDeskTicket(locale, id), [locale, id]);

  const send = useCallback(
    async (form: FormData) => {
      const next = await replyAsDesk(locale, id, form);
      toast(t('thread.sent'), 'success');
      onChanged();
      return next;
    },
    [locale, id, t, onChanged],
  );

  const change = async (action: 'resolve' | 'reopen', setThread: (thread: StaffTicketThread) => void) => {
    setChanging(true);
    try {
      const { thread: next, message } = await setDeskTicketStatus(locale, id, action);
      setThread(next);
      if (message) toast(message, 'success');
      onChanged();
    } catch (e) {
      toast(e instanceof ApiError && e.envelope.message ? e.envelope.message : t('errors.failed'), 'error');
    } finally {
      setChanging(false);
    }
  };

  return (
    <TicketThread
      id={id}
      ns="support"
      viewer="staff"
      timeZone={timeZone}
      load={load}
      isValid={isStaffThread}
      onLoaded={onChanged}
      back={{ to: backTo }}
      testId="desk-ticket-thread"
      errorTestId="desk-ticket-error"
      headerClassName="space-y-2"
      details={({ ticket }, setThread) => (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <DeskStatus status={ticket.status} />
            <span>{t(`category.${ticket.category}`)}</span>
            <span>· {ticket.branch?.name ?? t('list.no_branch')}</span>
            {ticket.order && (
              <span>
                · {t('thread.booking')} <bdi>{ticket.order.order_number}</bdi>
              </span>
            )}
          </div>
          <p className="text-sm" data-testid="desk-customer">
            <span className="font-semibold">{ticket.customer.name || t('list.no_name')}</span> ·{' '}
            <a
              href={`tel:+966${ticket.customer.mobile_number}`}
              className="text-brand-700 underline dark:text-brand-100"
            >
              <bdi dir="ltr">+966 {ticket.customer.mobile_number}</bdi>
            </a>
            {ticket.customer.guest && <> · {t('list.guest')}</>}
          </p>
          <div className="flex flex-wrap gap-2">
            {ticket.status === 'resolved' ? (
              <Button
                variant="secondary"
                disabled={changing}
                onClick={() => void change('reopen', setThread)}
              >
                {t('thread.reopen')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={changing}
                onClick={() => void change('resolve', setThread)}
              >
                {t('thread.resolve')}
              </Button>
            )}
          </div>
        </>
      )}
      otherName={({ ticket }) => ticket.customer.name || t('list.no_name')}
      replyHint={({ ticket }) => (ticket.customer.guest ? t('thread.guest_hint') : t('thread.customer_hint'))}
      failedText={t('errors.failed')}
      send={send}
    />
  );
}
