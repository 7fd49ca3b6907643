import type { CreateOrderResponse } from '@hajz/contracts/orders';
import { formatInstantTime } from '~/lib/dates';
import { formatMoney } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';

/**
 * What every payment step says under its title: the order and its total, then until when its times are held (the
 * payment's deadline, in the business's time zone). The payment selection and the Tabby / Tamara step show it.
 */
export function OrderSummaryLines({ order }: { order: CreateOrderResponse }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  return (
    <>
      <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="payment-order">
        {t('select.order', {
          number: order.order.order_number,
          total: formatMoney(order.order.total, locale),
        })}
      </p>
      {order.payment && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('select.held_until', { time: formatInstantTime(order.payment.expires_at, timeZone, locale) })}
        </p>
      )}
    </>
  );
}
