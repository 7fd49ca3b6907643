import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { TicketMessage, TicketSide } from '@hajz/contracts/tickets';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { TicketMessages } from './ticket-messages';
import { ReplyBox } from './ticket-reply-box';
import { ThreadBackLink, ThreadPending } from './ticket-thread-frame';

type Thread = { ticket: { id: number; subject: string }; messages: TicketMessage[] };

/**
 * One support ticket's thread, the same for the customer and the desk (issue 25): loaded with the one server-state
 * hook (a slow answer for the ticket left behind never lands), the way back, the subject (focused when the thread
 * arrives, so a screen reader hears where it is), what each side shows about the ticket (`details`), the messages
 * and the reply box. Texts come from the viewer's namespace (`ns`: thread.*, errors.*, retry).
 */
export function TicketThread<T extends Thread>({
  id,
  ns,
  viewer,
  timeZone,
  load,
  isValid,
  onLoaded,
  back,
  testId,
  errorTestId,
  headerClassName,
  details,
  otherName,
  replyHint,
  failedText,
  send,
}: {
  id: number;
  ns: string;
  viewer: TicketSide;
  timeZone: string;
  load: () => Promise<unknown>;
  isValid: (value: unknown) => value is T;
  /** The thread arrived (reading it marks the other side's messages read). */
  onLoaded: () => void;
  back: { to: string; testId?: string };
  testId: string;
  errorTestId: string;
  headerClassName?: string;
  /** What this side shows under the subject; `setThread` takes the server's answer to a change made there. */
  details: (thread: T, setThread: (thread: T) => void) => ReactNode;
  otherName: (thread: T) => string;
  replyHint: (thread: T) => string | undefined;
  failedText: string;
  /** Sends a reply; answers the thread as it now is. */
  send: (form: FormData) => Promise<T>;
}) {
  const { t } = useTranslation(ns);
  const { locale } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const fetchThread = useCallback(async () => {
    const data = await load();
    if (isValid(data)) loaded.current();
    return data;
  }, [load, isValid]);
  const state = useServerState<T>(fetchThread, `${locale} ${id}`, isValid);
  // Another ticket's thread still held while this one loads is not shown.
  const thread = state.data?.ticket.id === id ? state.data : null;
  const { setData } = state;

  useEffect(() => {
    if (thread) heading.current?.focus();
  }, [thread?.ticket.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const reply = useCallback(async (form: FormData) => setData(await send(form)), [send, setData]);

  const backLink = <ThreadBackLink to={back.to} label={t('thread.back')} testId={back.testId} />;
  if (state.error || !thread)
    return (
      <ThreadPending
        back={backLink}
        error={
          state.error && !state.isLoading
            ? state.error.invalid
              ? t('errors.invalid_response')
              : (state.error.message ?? t('errors.load_failed'))
            : null
        }
        onRetry={state.reload}
        retryLabel={t('retry')}
        errorTestId={errorTestId}
        loadingLabel={t('thread.loading')}
      />
    );

  return (
    <section data-testid={testId}>
      {backLink}
      <header className={cx('mt-4 mb-5', headerClassName)}>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
          {thread.ticket.subject}
        </h2>
        {details(thread, setData)}
      </header>
      <TicketMessages
        messages={thread.messages}
        viewer={viewer}
        timeZone={timeZone}
        otherName={otherName(thread)}
      />
      <ReplyBox
        label={t('thread.reply')}
        hint={replyHint(thread)}
        sendLabel={t('thread.send')}
        sendingLabel={t('thread.sending')}
        failedText={failedText}
        send={reply}
      />
    </section>
  );
}
