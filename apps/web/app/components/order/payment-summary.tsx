import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import { formatMoney } from '~/lib/money';

type Amount = number | null | undefined;

/** Sums the amounts that are present; all missing stays missing (shown 00.00). */
const sum = (...amounts: Amount[]): Amount => {
  const present = amounts.filter((a): a is number => typeof a === 'number');
  return present.length === 0 ? undefined : present.reduce((a, b) => a + b, 0);
};

/** A deduction shows with a minus sign; zero and missing ones do not. */
const minus = (amount: Amount): Amount => (amount ? -amount : amount);

/**
 * Spec §2 payment summary: subtotal for the guest count, VAT, service cost, discount, redeemed points value and
 * total; a missing amount shows 00.00. The VAT row shows the order's real tax (the spec's original always showed
 * zero), so the summary agrees with the tax invoice.
 */
export function PaymentSummary({ order, locale }: { order: OrderDetails; locale: Locale }) {
  const { t } = useTranslation('bookings');
  const heading = useId();
  const guests = Number.isInteger(order.number_of_users) ? order.number_of_users : 0;
  const rows: { key: string; label: string; amount: Amount }[] = [
    { key: 'subtotal', label: t('show.subtotal', { count: guests }), amount: order.sub_total },
    { key: 'vat', label: t('show.vat'), amount: order.tax_amount },
    { key: 'service-cost', label: t('show.service_cost'), amount: order.order_service_fee_price },
    {
      key: 'discount',
      label: t('show.discount'),
      amount: minus(sum(order.promo_discount, order.extra_discount, order.gift_card_discount)),
    },
    { key: 'points', label: t('show.points'), amount: minus(order.redeem_points_price) },
  ];
  return (
    <section aria-labelledby={heading} className="mt-5">
      <h3 id={heading} className="mb-2 font-bold">
        {t('show.summary')}
      </h3>
      <dl className="space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3" data-testid={`summary-${row.key}`}>
            <dt>{row.label}</dt>
            <dd className="tabular-nums whitespace-nowrap">{formatMoney(row.amount, locale)}</dd>
          </div>
        ))}
        <div
          className="flex justify-between gap-3 border-t border-sand-200 pt-2 text-base font-bold dark:border-slate-700"
          data-testid="summary-total"
        >
          <dt>{t('show.total')}</dt>
          <dd className="tabular-nums whitespace-nowrap">{formatMoney(order.total, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
