import type { TicketMessage, TicketSide } from '@hajz/contracts/tickets';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { useAuthedImage } from '~/lib/use-authed-image';
import { useLocale } from '~/lib/use-locale';

/**
 * A support ticket's thread (issue 16 item 7), as the customer and the desk both read it: the viewer's own messages
 * on the end side, the other side's on the start side, each with who wrote it, when, and its pictures (fetched with
 * the bearer token: nobody else may see them). Texts from `common` (both the site's and the back office's bundles).
 */
export function TicketMessages({
  messages,
  viewer,
  timeZone,
  otherName,
}: {
  messages: TicketMessage[];
  viewer: TicketSide;
  timeZone: string;
  /** How the other side is named when its messages carry no name (the business, or a guest). */
  otherName: string;
}) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  return (
    <ol className="space-y-3" data-testid="ticket-messages">
      {messages.map((m) => {
        const mine = m.side === viewer;
        const name = mine ? t('ticket_thread.you') : m.author_name || otherName;
        return (
          <li
            key={m.id}
            className={cx('flex', mine ? 'justify-end' : 'justify-start')}
            data-testid="ticket-message"
            data-side={m.side}
          >
            <article
              aria-label={t('ticket_thread.message_from', { name })}
              className={cx(
                'max-w-[85%] rounded-2xl px-4 py-3 sm:max-w-[75%]',
                mine
                  ? 'rounded-ee-sm bg-brand-700 text-white'
                  : 'rounded-es-sm bg-white ring-1 ring-sand-200 dark:bg-slate-800 dark:ring-slate-700',
              )}
            >
              <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs">
                <span className="font-bold">{name}</span>
                <time
                  dateTime={m.created_at}
                  className={mine ? 'text-brand-50' : 'text-slate-600 dark:text-slate-300'}
                >
                  {formatInstantDate(m.created_at, timeZone, locale)} ·{' '}
                  <bdi>{formatInstantTime(m.created_at, timeZone, locale)}</bdi>
                </time>
              </header>
              {m.body && (
                // The writer's own words in their own direction (an English question on an Arabic page).
                <p dir="auto" className="whitespace-pre-wrap break-words">
                  {m.body}
                </p>
              )}
              {m.attachments.map((a) => (
                <TicketPicture
                  key={a.key}
                  url={a.url}
                  width={a.width}
                  height={a.height}
                  alt={t('ticket_thread.picture', { name })}
                  failedText={t('ticket_thread.picture_failed')}
                />
              ))}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

function TicketPicture({
  url,
  width,
  height,
  alt,
  failedText,
}: {
  url: string;
  width: number;
  height: number;
  alt: string;
  failedText: string;
}) {
  const { src, failed } = useAuthedImage(url);
  if (failed) return <p className="mt-2 text-sm italic">{failedText}</p>;
  return (
    <div className="mt-2 max-h-72 overflow-hidden rounded-xl" style={{ aspectRatio: `${width} / ${height}` }}>
      {src ? (
        <a href={src} target="_blank" rel="noopener noreferrer" className="block">
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            className="h-auto max-h-72 w-full object-contain"
            data-testid="ticket-picture"
          />
        </a>
      ) : (
        <div aria-hidden="true" className="size-full animate-pulse bg-sand-200/70 dark:bg-slate-700" />
      )}
    </div>
  );
}
