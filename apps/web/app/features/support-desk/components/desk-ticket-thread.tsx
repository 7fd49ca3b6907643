import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffTicketThread } from '@hajz/contracts/tickets';
import { useTranslation } from '~/lib/use-translation';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/button';
import { TicketMessages } from '~/components/ticket-messages';
import { ThreadBackLink, ThreadPending } from '~/components/ticket-thread-frame';
import { ReplyBox } from '~/components/ticket-reply-box';
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
  const [thread, setThread] = useState<StaffTicketThread | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [changing, setChanging] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setThread(null);
    setError(null);
    fetchDeskTicket(locale, id)
      .then((data) => {
        if (!live) return;
        if (!isStaffThread(data)) return setError(t('errors.invalid_response'));
        setThread(data);
        onChanged();
      })
      .catch((e: unknown) => {
        if (live)
          setError(
            e instanceof ApiError && e.envelope.message ? e.envelope.message : t('errors.load_failed'),
          );
      });
    return () => {
      live = false;
    };
  }, [id, locale, attempt, t]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (thread) heading.current?.focus();
  }, [thread?.ticket.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = useCallback(
    async (form: FormData) => {
      setThread(await replyAsDesk(locale, id, form));
      toast(t('thread.sent'), 'success');
      onChanged();
    },
    [locale, id, t, onChanged],
  );

  const change = async (action: 'resolve' | 'reopen') => {
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

  const back = <ThreadBackLink to={backTo} label={t('thread.back')} />;
  if (error || !thread)
    return (
      <ThreadPending
        back={back}
        error={error}
        onRetry={() => setAttempt((a) => a + 1)}
        retryLabel={t('retry')}
        errorTestId="desk-ticket-error"
        loadingLabel={t('thread.loading')}
      />
    );

  const { ticket, messages } = thread;
  const resolved = ticket.status === 'resolved';
  return (
    <section data-testid="desk-ticket-thread">
      {back}
      <header className="mt-4 mb-5 space-y-2">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
          {ticket.subject}
        </h2>
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
          {resolved ? (
            <Button variant="secondary" disabled={changing} onClick={() => void change('reopen')}>
              {t('thread.reopen')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={changing} onClick={() => void change('resolve')}>
              {t('thread.resolve')}
            </Button>
          )}
        </div>
      </header>
      <TicketMessages
        messages={messages}
        viewer="staff"
        timeZone={timeZone}
        otherName={ticket.customer.name || t('list.no_name')}
      />
      <ReplyBox
        label={t('thread.reply')}
        hint={ticket.customer.guest ? t('thread.guest_hint') : t('thread.customer_hint')}
        sendLabel={t('thread.send')}
        sendingLabel={t('thread.sending')}
        failedText={t('errors.failed')}
        send={send}
      />
    </section>
  );
}
