import { useTranslation } from 'react-i18next';
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
  | 'gift_card_discount'
  | 'order_service_fees_price'
  | 'total'
>;

/** The cart's money: sub-total, the VAT it includes, discounts and fees only when there are any, total. */
export function CartTotals({ cart }: { cart: Totals }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const money = (halalas: number) => formatMoney(halalas, locale);
  const rows: [key: string, label: string, value: string][] = [
    ['sub_total', t('cart.sub_total'), money(cart.sub_total)],
    ['tax', t('cart.vat', { rate: formatNumber(cart.vat_rate, locale) }), money(cart.tax_amount)],
  ];
  const discounts: [string, number][] = [
    ['promo_discount', cart.promo_discount],
    ['extra_discount', cart.extra_discount],
    ['gift_card_discount', cart.gift_card_discount],
  ];
  for (const [key, amount] of discounts) {
    if (amount !== 0) rows.push([key, t(`cart.${key}`), money(-Math.abs(amount))]);
  }
  if (cart.order_service_fees_price !== 0) {
    rows.push(['fees', t('cart.service_fees'), money(cart.order_service_fees_price)]);
  }
  return (
    <dl className="space-y-2" data-testid="cart-totals">
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex justify-between gap-3 text-slate-700 dark:text-slate-300">
          <dt>{label}</dt>
          <dd className="whitespace-nowrap tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-sand-200 pt-3 text-lg font-bold dark:border-slate-700">
        <dt>{t('cart.total')}</dt>
        <dd className="whitespace-nowrap tabular-nums">{money(cart.total)}</dd>
      </div>
    </dl>
  );
}
