import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';

type Totals = Pick<
  Cart,
  | 'sub_total'
  | 'tax_amount'
  | 'vat_rate'
  | 'promo_discount'
  | 'extra_discount'
  | 'customer_class'
  | 'order_service_fees_price'
  | 'gift_card_discount'
  | 'redeem_points'
  | 'redeem_points_price'
  | 'total'
> & { fulfilment?: Pick<Cart['fulfilment'], 'kind'>; deposit?: Cart['deposit'] };

type Row = [key: string, label: string, value: string];

/**
 * The cart's money as the server priced it (nothing is computed here): sub-total and the VAT it includes, then
 * discounts (as negatives), service fees, gift cards and points when they are not zero, and the total.
 */
export function CartTotals({ cart }: { cart: Totals }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const money = (halalas: number) => formatMoney(halalas, locale);
  const less = (halalas: number) => money(-Math.abs(halalas));
  const optional: [amount: number, row: () => Row][] = [
    [cart.promo_discount, () => ['promo', t('cart.promo_discount'), less(cart.promo_discount)]],
    [
      cart.extra_discount,
      () => [
        'class',
        cart.customer_class
          ? t('cart.class_discount', { name: cart.customer_class.name })
          : t('cart.extra_discount'),
        less(cart.extra_discount),
      ],
    ],
    [
      cart.order_service_fees_price,
      // A cart of products delivered has one fee: its delivery (ADR 0024).
      () => [
        'fees',
        t(cart.fulfilment?.kind === 'delivery' ? 'cart.delivery_fee' : 'cart.service_fees'),
        money(cart.order_service_fees_price),
      ],
    ],
    [
      cart.gift_card_discount,
      () => ['gift_cards', t('cart.gift_card_discount'), less(cart.gift_card_discount)],
    ],
    [
      cart.redeem_points_price,
      () => [
        'points',
        t('cart.points_discount', { points: formatNumber(cart.redeem_points, locale) }),
        less(cart.redeem_points_price),
      ],
    ],
  ];
  const rows: Row[] = [
    ['sub_total', t('cart.sub_total'), money(cart.sub_total)],
    ['tax', t('cart.vat', { rate: formatNumber(cart.vat_rate, locale) }), money(cart.tax_amount)],
    ...optional.filter(([amount]) => amount !== 0).map(([, row]) => row()),
  ];
  return (
    <dl className="space-y-2" data-testid="cart-totals">
      {rows.map(([key, label, value]) => (
        <div
          key={key}
          data-row={key}
          className="flex justify-between gap-3 text-slate-700 dark:text-slate-300"
        >
          <dt>{label}</dt>
          <dd className="whitespace-nowrap tabular-nums">{value}</dd>
        </div>
      ))}
      <div
        data-row="total"
        className="flex justify-between gap-3 border-t border-sand-200 pt-3 text-lg font-bold dark:border-slate-700"
      >
        <dt>{t('cart.total')}</dt>
        <dd className="whitespace-nowrap tabular-nums">{money(cart.total)}</dd>
      </div>
      {/* A deposit booking (issue 28): what paying online charges now, what is left for the visit, the policy. */}
      {cart.deposit && cart.deposit.amount > 0 && (
        <>
          <div data-row="due_now" className="flex justify-between gap-3 font-semibold">
            <dt>{t('cart.due_now')}</dt>
            <dd className="whitespace-nowrap tabular-nums">{money(cart.deposit.due_now)}</dd>
          </div>
          <div
            data-row="due_at_visit"
            className="flex justify-between gap-3 text-slate-700 dark:text-slate-300"
          >
            <dt>{t('cart.due_at_visit')}</dt>
            <dd className="whitespace-nowrap tabular-nums">{money(cart.deposit.due_at_visit)}</dd>
          </div>
        </>
      )}
      {cart.deposit?.policy && (
        <div data-row="policy">
          <dt className="sr-only">{t('cart.policy')}</dt>
          <dd data-testid="cancellation-policy" className="text-sm text-slate-600 dark:text-slate-300">
            {cart.deposit.policy}
          </dd>
        </div>
      )}
    </dl>
  );
}
