import { useCallback, useEffect, useRef, useState } from 'react';
import type { TicketThread } from '@hajz/contracts/tickets';
import { useTranslation } from '~/lib/use-translation';
import { ApiError } from '~/lib/api-client';
import { LocalizedLink } from '~/components/ui/localized-link';
import { TicketMessages } from '~/components/ticket-messages';
import { ThreadBackLink, ThreadPending } from '~/components/ticket-thread-frame';
import { ReplyBox } from '~/components/ticket-reply-box';
import { useTicketUnread } from '~/lib/ticket-unread-store';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { fetchTicket, replyToTicket } from '../api';
import { isTicketThread } from '~/lib/ticket-shapes';
import { TicketStatusBadge } from './ticket-status';

/**
 * One ticket (`/dashboard/tickets?ticket=ID`): its subject, status and booking, the messages, and a reply box.
 * Opening it marks the business's replies read, so the navigation's badge is asked again.
 */
export function TicketThreadView({ id, timeZone }: { id: number; timeZone: string }) {
  const { t } = useTranslation('tickets');
  const { locale } = useLocale();
  const business = useRootData()?.business.name ?? '';
  const [thread, setThread] = useState<TicketThread | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const refreshUnread = useTicketUnread((s) => s.refresh);

  useEffect(() => {
    let live = true;
    setThread(null);
    setError(null);
    fetchTicket(locale, id)
      .then((data) => {
        if (!live) return;
        if (!isTicketThread(data)) return setError(t('errors.invalid_response'));
        setThread(data);
        void refreshUnread(locale);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setError(e instanceof ApiError && e.envelope.message ? e.envelope.message : t('errors.load_failed'));
      });
    return () => {
      live = false;
    };
  }, [id, locale, attempt, t, refreshUnread]);

  // Moving into a thread moves focus to its heading (a screen reader hears where it is).
  useEffect(() => {
    if (thread) heading.current?.focus();
  }, [thread?.ticket.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = useCallback(
    async (form: FormData) => {
      setThread(await replyToTicket(locale, id, form));
    },
    [locale, id],
  );

  const back = <ThreadBackLink to="/dashboard/tickets" label={t('thread.back')} testId="tickets-back" />;
  if (error || !thread)
    return (
      <ThreadPending
        back={back}
        error={error}
        onRetry={() => setAttempt((a) => a + 1)}
        retryLabel={t('retry')}
        errorTestId="ticket-error"
        loadingLabel={t('thread.loading')}
      />
    );

  const { ticket, messages } = thread;
  return (
    <section data-testid="ticket-thread">
      {back}
      <header className="mt-4 mb-5">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
          {ticket.subject}
        </h2>
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
      </header>
      <TicketMessages
        messages={messages}
        viewer="customer"
        timeZone={timeZone}
        otherName={t('thread.business', { name: business })}
      />
      <ReplyBox
        label={t('thread.reply')}
        hint={ticket.status === 'resolved' ? t('thread.resolved_hint') : undefined}
        sendLabel={t('thread.send')}
        sendingLabel={t('thread.sending')}
        failedText={t('thread.send_failed')}
        send={send}
      />
    </section>
  );
}
