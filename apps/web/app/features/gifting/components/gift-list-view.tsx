import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { GiftedOrder } from '@hajz/contracts/orders';
import { Button, buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { openDialog } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { formatInstantDate } from '~/lib/dates';
import { bookingWhen, serviceNames } from '~/components/order/format';
import { fetchGiftedOrders } from '../api';
import { GiftStatus } from './gift-status';

/**
 * /gift-list for a signed-in customer (issue 13): the gifts they received and the gifts they sent, each with its
 * service, time, branch, the other person and the gift status; Details opens the gifted order details. A link
 * from the recipient's text message (`?gift={id}`) opens that gift at once.
 */
export function GiftListView({ userId, timeZone }: { userId: number; timeZone: string }) {
  const { t } = useTranslation('gifting');
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('gift')) || null;

  const fetchGifts = useCallback(() => fetchGiftedOrders(locale), [locale]);
  const { data: gifts, error, reload } = useServerState<GiftedOrder[]>(fetchGifts, fetchGifts);
  const failed = Boolean(error);

  const show = useCallback(
    (gift: GiftedOrder) =>
      openDialog('gifted-order-details', {
        gift,
        timeZone,
        viewerId: userId,
        onChanged: () => void reload(),
      }),
    [timeZone, userId, reload],
  );
  useEffect(() => {
    if (!linked || !gifts) return;
    const gift = gifts.find((g) => g.id === linked);
    // Spec §8 'Gifted order not found': a link to a gift this account neither sent nor received.
    if (gift) show(gift);
    else toast(t('details.not_found'), 'error');
    // Opened once: going back to the list does not open it again.
    setParams(
      (p) => {
        p.delete('gift');
        return p;
      },
      { replace: true },
    );
  }, [linked, gifts, show, setParams, t]);

  if (failed)
    return (
      <div role="alert" className="py-10 text-center">
        <p>{t('list.load_failed')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void reload()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  if (!gifts)
    return (
      <div role="status" aria-label={t('list.loading')} className="space-y-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );

  const received = gifts.filter((g) => !g.is_sender);
  const sent = gifts.filter((g) => g.is_sender);
  const section = (title: string, list: GiftedOrder[], empty: string, testId: string) => (
    <section aria-label={title} className="mt-8" data-testid={testId}>
      <h2 className="text-xl font-bold">{title}</h2>
      {list.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {list.map((gift) => {
            const when = bookingWhen(gift.order, timeZone, locale);
            return (
              <li
                key={gift.id}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800"
                data-testid="gift-card"
              >
                <p className="font-semibold">{serviceNames(gift.order).join('، ')}</p>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                  {gift.schedule_by && when.date === '—'
                    ? t('list.choose_by', { date: formatInstantDate(gift.schedule_by, timeZone, locale) })
                    : [when.date, when.time].join(' · ')}{' '}
                  · {gift.order.branch_name}
                </p>
                <p className="mt-1 text-sm">
                  {gift.is_sender
                    ? t('list.to', { name: gift.receiver_user.full_name })
                    : t('list.from', { name: gift.sender_user.full_name })}
                </p>
                <div className="mt-3 flex items-center justify-between gap-3">
                  <GiftStatus info={gift} />
                  <Button variant="secondary" onClick={() => show(gift)}>
                    {t('list.open')}
                    <span className="sr-only"> {gift.order.order_number}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );

  return (
    <>
      {section(t('list.received'), received, t('list.none_received'), 'gifts-received')}
      {section(t('list.sent'), sent, t('list.none_sent'), 'gifts-sent')}
      {sent.length === 0 && (
        <p className="mt-4 text-slate-600 dark:text-slate-300">
          {t('list.how_to')}{' '}
          <LocalizedLink to="/services" className={buttonClass('ghost', 'ms-1 px-2')}>
            {t('list.browse')}
          </LocalizedLink>
        </p>
      )}
    </>
  );
}
