import { useCallback, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import type { GiftedOrder } from '@hajz/contracts/orders';
import { Button, buttonClass } from '~/components/ui/button';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { openDialog, useDialogs, type DialogProps } from '~/lib/dialogs';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { bookingWhen } from '~/components/order/format';
import { PaymentSummary } from '~/components/order/payment-summary';
import { StatusBadge } from '~/components/order/status-badge';
import { acceptGift, declineGift, fetchGiftedOrder } from '../api';
import { GiftStatus } from './gift-status';

export type GiftedOrderDetailsProps = {
  gift: GiftedOrder;
  timeZone: string;
  /** The signed-in customer (the recipient declines with their own id, spec §7). */
  viewerId: number;
  /** The gift changed (accepted, rescheduled, declined): the list refreshes. */
  onChanged?: () => void;
};

/**
 * Spec §2 gifted order details, registered as 'gifted-order-details': the booking number and status badge; rows
 * (name, visitors, branch, time, date, 'gifted by' or 'gifted to', the gift status); the payment summary for the
 * sender (a recipient never sees the price); the services with their times and, for the recipient while the gift is
 * open, a select date/time button; rate, view rating, view invoice (sender only), confirm order and decline gift
 * (recipient only, while open). Opens with the list's copy and asks for the gift as it is now.
 */
export default function GiftedOrderDetailsDialog({
  gift: listed,
  timeZone,
  viewerId,
  onChanged,
  close,
}: DialogProps<GiftedOrderDetailsProps>) {
  const { t } = useTranslation('gifting');
  const { locale } = useLocale();
  // The list's copy until the fresh one lands (lib/use-server-state.ts); a failed request leaves it on screen.
  const load = useCallback(() => fetchGiftedOrder(locale, listed.id), [locale, listed.id]);
  const fresh = useServerState<GiftedOrder>(load, load);
  const gift = fresh.data ?? listed;
  const [busy, setBusy] = useState(false);

  const { order } = gift;
  const receiver = !gift.is_sender;
  const open = receiver && !gift.is_completed;
  // A gift whose time they choose is accepted once a time is chosen (the server would say so).
  const needsTime = gift.products.some((p) => p.type === 'service' && !p.start_at);
  const when = bookingWhen(order, timeZone, locale);
  const changed = () => {
    void fresh.reload();
    onChanged?.();
  };

  const accept = async () => {
    setBusy(true);
    try {
      fresh.setData(await acceptGift(locale, gift.id));
      onChanged?.();
    } catch {
      // The server's reason was a toast.
    } finally {
      setBusy(false);
    }
  };

  const decline = () => {
    let confirmId = 0;
    confirmId = openDialog('confirm', {
      title: t('details.decline_title'),
      message: t('details.decline_message', { name: gift.sender_user.full_name }),
      confirmLabel: t('details.decline_confirm'),
      cancelLabel: t('details.decline_cancel'),
      danger: true,
      onConfirm: async () => {
        try {
          await declineGift(locale, gift.order_id, viewerId);
        } catch {
          return;
        }
        onChanged?.();
        useDialogs.getState().close(confirmId);
        close();
      },
    });
  };

  const schedule = (orderProductId: number, currentStart: string | null) =>
    openDialog('schedule-gifted-order', {
      giftId: gift.id,
      orderProductId,
      currentStart,
      onScheduled: changed,
    });

  return (
    <div aria-busy={busy || undefined}>
      <Dialog.Title className="pe-10 text-xl font-bold">
        {t('details.title', { number: order.order_number })}
      </Dialog.Title>
      <section
        aria-label={t('details.title', { number: order.order_number })}
        className="mt-4 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 dark:bg-slate-800 dark:ring-slate-700"
        data-testid="gift-details"
      >
        <div className="mb-3">
          <StatusBadge order={order} locale={locale} />
        </div>
        <dl className="space-y-2 text-sm">
          <Row label={t('details.user_name')}>{order.user_name || '—'}</Row>
          <Row label={t('details.visitors')}>{formatNumber(order.number_of_users ?? 0, locale)}</Row>
          <Row label={t('details.branch')}>{order.branch_name || '—'}</Row>
          <Row label={t('details.time')} testId="row-time">
            <bdi>{when.time}</bdi>
          </Row>
          <Row label={t('details.date')}>{when.date}</Row>
          {gift.schedule_by && when.date === '—' && (
            <Row label={t('details.choose_by')} testId="row-choose-by">
              {formatInstantDate(gift.schedule_by, timeZone, locale)}
            </Row>
          )}
          <Row label={receiver ? t('details.gifted_by') : t('details.gifted_to')} testId="row-gifted">
            {receiver ? gift.sender_user.full_name : gift.receiver_user.full_name}
          </Row>
          <Row label={t('details.gift_status')}>
            <GiftStatus info={gift} />
          </Row>
          {gift.gift_message && (
            <Row label={t('details.message')}>
              {/* Laid out by its own direction (the sender's language, not the page's): punctuation stays put. */}
              <span dir="auto" className="break-words" data-testid="gift-message">
                {gift.gift_message}
              </span>
            </Row>
          )}
        </dl>
      </section>
      {!receiver && <PaymentSummary order={order} locale={locale} />}
      <section className="mt-4">
        <h3 className="font-semibold">{t('details.products')}</h3>
        <ul className="mt-2 space-y-2">
          {gift.products.map((product) => (
            <li
              key={product.order_product_id}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              <img
                src={product.image}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{product.name}</p>
                {product.start_at && product.end_at && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <bdi>
                      {formatInstantTime(product.start_at, timeZone, locale)} –{' '}
                      {formatInstantTime(product.end_at, timeZone, locale)}
                    </bdi>
                  </p>
                )}
              </div>
              {open && product.type === 'service' && (
                <Button
                  variant="secondary"
                  className="w-full sm:w-auto"
                  onClick={() => schedule(product.order_product_id, product.start_at)}
                  data-testid="gift-select-time"
                >
                  {t('details.select_time')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="gift-actions">
        {order.can_rate && (
          <Button
            onClick={() =>
              openDialog('booking-rate', {
                order: { id: order.id, order_number: order.order_number },
                onRated: changed,
              })
            }
          >
            {t('details.rate')}
          </Button>
        )}
        {order.has_rating && (
          <Button variant="secondary" onClick={() => openDialog('booking-rating', { order, timeZone })}>
            {t('details.view_rating')}
          </Button>
        )}
        {!receiver && order.invoice_link && (
          <a
            href={order.invoice_link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary')}
          >
            {t('details.view_invoice')}
          </a>
        )}
        {open && (
          <>
            {!needsTime && (
              <Button onClick={accept} disabled={busy} data-testid="gift-accept">
                {t('details.confirm_order')}
              </Button>
            )}
            <Button variant="danger" onClick={decline} disabled={busy} data-testid="gift-decline">
              {t('details.decline')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3" data-testid={testId}>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}
