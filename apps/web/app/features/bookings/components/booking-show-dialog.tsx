import { useCallback, useEffect, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { OrderDetails } from '@hajz/contracts/orders';
import { Button, buttonClass } from '~/components/ui/button';
import { openDialog, useDialogs, type DialogProps } from '~/lib/dialogs';
import { formatMoney, formatNumber } from '~/lib/money';
import { formatInstantTime } from '~/lib/dates';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { fetchCancellationWindowHours, fetchOrder, startRestPayment } from '../api';
import { ApiError } from '~/lib/api-client';
import { openPaymentWindow, paymentMessageOf } from '~/lib/payment-window';
import { bookingWhen } from '~/components/order/format';
import { useBookings } from '../store';
import { isOrderDetails } from '../validate';
import { EntryPasses } from './entry-passes';
import { PaymentSummary } from '~/components/order/payment-summary';
import { StatusBadge } from '~/components/order/status-badge';

export type BookingShowProps = { order: OrderDetails; timeZone: string; owner: number };

/**
 * Spec §2 booking show, registered as 'booking-show': the booking number, a details card with the status badge
 * and rows, the payment summary, and each button only under its condition (rate, view rating, view invoice,
 * cancel). Opens with the list's copy and asks GET orders/{id} for the order as it is now (flags, a fresh invoice
 * link: the signed link expires).
 */
export default function BookingShowDialog({
  order: listed,
  timeZone,
  owner,
  close,
}: DialogProps<BookingShowProps>) {
  const { t } = useTranslation('bookings');
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  // The list's copy until the fresh one lands (lib/use-server-state.ts); a failed or malformed answer leaves it on
  // screen, and an action the server no longer allows answers with its reason.
  const load = useCallback(() => fetchOrder(locale, listed.id), [locale, listed.id]);
  const fresh = useServerState(load, load, isOrderDetails);
  const order = fresh.data ?? listed;
  const refreshing = fresh.isLoading;
  const refresh = () => void fresh.reload();

  const when = bookingWhen(order, timeZone, locale);
  const now = Date.now();
  const closedFrom = closedStart(order, now);
  // Bookings kept on the device from before deliveries existed carry no fulfilment.
  const fulfilment = order.fulfilment as OrderDetails['fulfilment'] | undefined;
  // Spec §6: a gift's receiver sees 'gifted by', may schedule it while open, and has no invoice (nor the price).
  const gift = order.gifted_info;
  const receiver = gift?.is_sender === false;
  // Spec §2 schedule gift: the gifted order's first product, in the schedule gifted order dialog.
  const scheduleGift = () => {
    const first = order.products.find((p) => p.type === 'service');
    if (!gift || !first) {
      toast(t('show.gift_product_missing'), 'error');
      return;
    }
    openDialog('schedule-gifted-order', {
      giftId: gift.id,
      orderProductId: first.order_product_id,
      currentStart: first.start_at,
      onScheduled: refresh,
    });
  };

  // Issue 28: the payer moves a booked service to another free time (the server checks the cut-off).
  const firstService = order.products.find((p) => p.type === 'service' && p.start_at);
  const reschedule = () => {
    if (!firstService) return;
    // A part of a visit moves with the whole visit (ADR 0063): the times listed are those the whole visit fits.
    const following = firstService.visit_id
      ? order.products
          .filter((p) => p.visit_id === firstService.visit_id && p !== firstService && p.start_at)
          .sort((a, b) => a.start_at!.localeCompare(b.start_at!))
          .map((p) => p.product_master_id)
      : [];
    openDialog('booking-reschedule', {
      orderId: order.id,
      orderProductId: firstService.order_product_id,
      productId: firstService.product_master_id,
      branchId: firstService.branch_id,
      visitors: firstService.visitors,
      thenProductIds: following,
      onMoved: () => {
        refresh();
        void useBookings.getState().load(locale, owner);
      },
    });
  };

  // Issue 28 (ADR 0064): the rest of a deposit booking paid online before the visit, in the payment pop-up. The
  // pop-up opens during the click (browsers block it after an await), then goes to the attempt's card page; the
  // secure-payment page tells this one how it ended.
  const payRest = () => {
    const popup = openPaymentWindow('about:blank');
    if (!popup) {
      toast(t('show.pay_rest_popup'), 'error');
      return;
    }
    void startRestPayment(locale, order.id).then(
      ({ url }) => {
        popup.location.href = url;
      },
      (error: unknown) => {
        popup.close();
        toast(
          error instanceof ApiError && error.envelope.message
            ? error.envelope.message
            : t('show.pay_rest_failed'),
          'error',
        );
        refresh();
      },
    );
  };
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = paymentMessageOf(event, 'payment');
      if (!message || message.reference !== order.order_number || message.status === 'pending') return;
      toast(
        t(message.status === 'success' ? 'show.pay_rest_paid' : 'show.pay_rest_failed'),
        message.status === 'success' ? 'success' : 'error',
      );
      void fresh.reload();
      void useBookings.getState().load(locale, owner);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [order.order_number, fresh, locale, owner, t]);

  const rate = () =>
    openDialog('booking-rate', {
      order: { id: order.id, order_number: order.order_number },
      onRated: () => {
        refresh();
        void useBookings.getState().load(locale, owner);
      },
    });

  const cancel = () => {
    let confirmId = 0;
    // How much goes back and where, before and after (issue 30 item 4): the card, the wallet or the provider.
    const refund = order.cancel_refund;
    const refundText = (when: 'before' | 'after') =>
      refund ? t(`cancel.refund_${when}.${refund.to}`, { amount: formatMoney(refund.amount, locale) }) : '';
    confirmId = openDialog('confirm', {
      title: t('cancel.title'),
      // Inside the cancellation window the deposit is kept: said before the customer confirms (issue 28).
      message: [
        order.cancel_keeps_deposit
          ? t('cancel.message_keeps_deposit', {
              number: order.order_number,
              amount: formatMoney(order.deposit_amount, locale),
            })
          : t('cancel.message', { number: order.order_number }),
        refundText('before'),
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
      danger: true,
      onConfirm: async () => {
        const outcome = await useBookings.getState().cancel(locale, owner, order.id);
        if (!outcome.ok) {
          toast(outcome.message || t('cancel.failed'), 'error');
          return;
        }
        toast(
          [outcome.message || t('cancel.success'), refundText('after')].filter(Boolean).join(' '),
          'success',
        );
        // The confirm first, then this dialog: focus goes back to what opened the booking, not into a closed dialog.
        useDialogs.getState().close(confirmId);
        close();
      },
    });
  };

  return (
    <div aria-busy={refreshing || undefined}>
      <Dialog.Title className="pe-10 text-xl font-bold">
        {t('show.title', { number: order.order_number })}
      </Dialog.Title>
      <section
        aria-label={t('show.details')}
        className="mt-4 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 dark:bg-slate-800 dark:ring-slate-700"
        data-testid="booking-details"
      >
        <dl className="space-y-2 text-sm">
          <Row label={t('show.status')} testId="row-status">
            <StatusBadge order={order} locale={locale} />
          </Row>
          <Row label={t('show.user_name')} testId="row-user">
            {order.user_name || '—'}
          </Row>
          <Row label={t('show.customer_arrived')} testId="row-arrived">
            {t(order.customer_arrived ? 'show.yes' : 'show.no')}
          </Row>
          <Row label={t('show.visitors')} testId="row-visitors">
            {formatNumber(order.number_of_users ?? 0, locale)}
          </Row>
          <Row label={t('show.branch')} testId="row-branch">
            {order.branch_name || '—'}
          </Row>
          <Row label={t('show.time')} testId="row-time">
            <bdi>{when.time}</bdi>
          </Row>
          <Row label={t('show.date')} testId="row-date">
            {when.date}
          </Row>
          {fulfilment && fulfilment.kind !== 'at_branch' && (
            <Row label={t('show.fulfilment')} testId="row-fulfilment">
              {fulfilment.status_text
                ? `${fulfilment.kind_text} · ${fulfilment.status_text}`
                : fulfilment.kind_text}
            </Row>
          )}
          {fulfilment?.address && (
            <Row label={t('show.address')} testId="row-address">
              <span className="font-semibold">{fulfilment.address.title}</span>
              <span className="block">{fulfilment.address.full_address}</span>
            </Row>
          )}
          {fulfilment?.ready_at && (
            <Row label={t('show.ready_at')} testId="row-ready">
              <bdi>{formatInstantTime(fulfilment.ready_at, timeZone, locale)}</bdi>
            </Row>
          )}
          {gift && (
            <Row label={t(receiver ? 'show.gifted_by' : 'show.gifted_to')} testId="row-gifted">
              {receiver ? gift.sender_user.full_name : gift.receiver_user.full_name}
            </Row>
          )}
          {/* Issue 30 item 8: where the gift stands (sent and waiting, time chosen, accepted, declined…). */}
          {gift && (
            <Row label={t('show.gift_status')} testId="row-gift-status">
              <span className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-2 shrink-0 rounded-full"
                  style={{ backgroundColor: gift.gifted_status.color }}
                />
                {gift.gifted_status.label}
              </span>
            </Row>
          )}
        </dl>
      </section>
      <EntryPasses order={order} locale={locale} />
      {!receiver && <PaymentSummary order={order} locale={locale} />}
      {!receiver && order.deposit_amount > 0 && (
        <section className="mt-4 space-y-1 text-sm" data-testid="booking-deposit">
          <p>
            {t('show.deposit_paid', { amount: formatMoney(order.deposit_amount, locale) })}
            {order.due_at_visit > 0 &&
              ` ${t('show.due_at_visit', { amount: formatMoney(order.due_at_visit, locale) })}`}
            {order.rest_paid_at &&
              ` ${t(order.rest_paid_method === 'online' ? 'show.rest_paid_online' : 'show.rest_paid_desk')}`}
          </p>
          {order.cancellation_policy && (
            <p className="text-slate-600 dark:text-slate-300">{order.cancellation_policy}</p>
          )}
          {order.can_pay_rest && (
            <Button className="mt-2 w-full sm:w-auto" onClick={payRest} data-testid="pay-rest">
              {t('show.pay_rest', { amount: formatMoney(order.due_at_visit, locale) })}
            </Button>
          )}
        </section>
      )}
      <div className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="booking-actions">
        {order.can_rate && <Button onClick={rate}>{t('show.rate')}</Button>}
        {order.has_rating && (
          <Button variant="secondary" onClick={() => openDialog('booking-rating', { order, timeZone })}>
            {t('show.view_rating')}
          </Button>
        )}
        {order.invoice_link && !receiver && (
          <a
            href={order.invoice_link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary')}
          >
            {t('show.view_invoice')}
            <span className="sr-only"> {t('show.new_tab')}</span>
          </a>
        )}
        {receiver && !gift.is_completed && (
          <Button onClick={scheduleGift} data-testid="schedule-gift">
            {t('show.schedule_gift')}
          </Button>
        )}
        {order.is_cancelable && !gift && firstService && (
          <Button variant="secondary" onClick={reschedule} data-testid="reschedule-booking">
            {t('reschedule.button')}
          </Button>
        )}
        {order.is_cancelable && (
          <Button variant="danger" onClick={cancel}>
            {t('show.cancel')}
          </Button>
        )}
        {!receiver && closedFrom !== null && <CancelClosed start={closedFrom} now={now} />}
        {/* Issue 16 item 7: a support ticket about this booking (its branch answers it). */}
        <Button
          variant="ghost"
          data-testid="ask-about-booking"
          onClick={() => {
            close();
            void navigate(to(`/dashboard/tickets?new=1&order=${order.id}`));
          }}
        >
          {t('show.ask')}
        </Button>
      </div>
    </div>
  );
}

/**
 * When a booking still to come that can no longer be cancelled starts (its first service), or null: a booking over,
 * cancelled, cancelable or with no time has nothing to explain.
 */
function closedStart(order: OrderDetails, now: number): number | null {
  if (order.is_cancelable) return null;
  if (order.status.name !== 'confirmed' && order.status.name !== 'pending_payment') return null;
  const starts = order.products
    .filter((p) => p.type === 'service' && p.start_at)
    .map((p) => Date.parse(p.start_at!));
  const start = starts.length > 0 ? Math.min(...starts) : null;
  return start !== null && start > now ? start : null;
}

/**
 * Where the cancel button would be, why there is none (journey walk 2026-11-28, finding 10): the booking starts
 * within the business's cancellation window (GET settings, issue 28). Said only when the window explains it.
 */
function CancelClosed({ start, now }: { start: number; now: number }) {
  const { t } = useTranslation('bookings');
  const { locale } = useLocale();
  const load = useCallback(() => fetchCancellationWindowHours(locale), [locale]);
  const { data: hours } = useServerState(load, load, isWholeNumber);
  if (hours === null || start - hours * 3_600_000 > now) return null;
  return (
    <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-200" data-testid="cancel-closed">
      {t('show.cancel_closed', { count: hours, hours: formatNumber(hours, locale) })}
    </p>
  );
}

const isWholeNumber = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3" data-testid={testId}>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}
