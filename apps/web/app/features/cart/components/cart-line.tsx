import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { CartProduct } from '@hajz/contracts/cart';
import { openDialog } from '~/lib/dialogs';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { formatLineDate, formatLineTime } from '../format';
import { HoldHint } from './hold-hint';

const actionClass =
  'min-h-11 px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-50 dark:text-brand-100';

/** Opens the appointment dialog on this line: its branch, date, time, people and guest come preselected. */
export function editTime(line: CartProduct) {
  openDialog('service-appointment', {
    productId: line.product_id,
    line: {
      cartProductId: line.cart_product_id,
      branchId: line.branch_id,
      date: line.date,
      // The API writes instants with the business's offset: their clock part is the business's wall time.
      time: line.start_at ? line.start_at.slice(11, 16) : null,
      visitors: line.visitors,
      guest: line.guest
        ? { name: line.guest.name ?? '', phone: line.guest.phone ?? '', note: line.guest.note ?? '' }
        : null,
    },
  });
}

/** One cart line: image, name, branch, when (business timezone), people, guest or size × quantity, total. */
export function CartLine({
  line,
  timeZone,
  now,
  removing,
  onRemove,
}: {
  line: CartProduct;
  timeZone: string;
  now: number;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('booking');
  const { t: tg } = useTranslation('giftshop');
  const { locale } = useLocale();
  const titleId = useId();
  const service = line.type === 'service';
  // A gift card: the design and the amount; no branch, time or size to show or change.
  const giftCard = line.type === 'gift_card';
  return (
    <li>
      <article
        aria-labelledby={titleId}
        aria-busy={removing || undefined}
        data-testid="cart-line"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <div className="flex gap-3">
          <img
            src={line.image}
            alt=""
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-xl bg-sand-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <h2 id={titleId} className="font-bold">
                {line.name}
              </h2>
              <p className="shrink-0 font-bold whitespace-nowrap tabular-nums">
                {formatMoney(line.total_price, locale)}
              </p>
            </div>
            {!giftCard && <p className="text-sm text-slate-600 dark:text-slate-300">{line.branch_name}</p>}
            {service && line.start_at && line.end_at && (
              <p className="mt-1 text-sm font-medium" data-testid="cart-line-when">
                {t('cart.when', {
                  date: formatLineDate(line.start_at, timeZone, locale),
                  from: formatLineTime(line.start_at, timeZone, locale),
                  to: formatLineTime(line.end_at, timeZone, locale),
                })}
              </p>
            )}
            <ul className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
              {service ? (
                <li>
                  {t('cart.visitors', { count: line.visitors, n: formatNumber(line.visitors, locale) })}
                </li>
              ) : giftCard ? (
                <li data-testid="cart-line-gift-card">
                  {tg('cart_line', {
                    amount: formatMoney(line.unit_price, locale),
                    quantity: formatNumber(line.quantity, locale),
                  })}
                </li>
              ) : (
                <li>
                  {t('cart.size_quantity', {
                    size: line.size
                      ? t('cart.size_ml', { amount: formatNumber(parseInt(line.size, 10), locale) })
                      : '',
                    quantity: formatNumber(line.quantity, locale),
                  })}
                </li>
              )}
              {line.guest?.name && <li>{t('cart.for_guest', { name: line.guest.name })}</li>}
              {!giftCard && line.visitors * line.quantity > 1 && (
                <li>{t('cart.each', { price: formatMoney(line.unit_price, locale) })}</li>
              )}
            </ul>
          </div>
        </div>
        {service && (
          <div className="mt-3">
            <HoldHint
              expiresAt={line.hold_expires_at}
              now={now}
              timeZone={timeZone}
              onPickAgain={() => editTime(line)}
            />
          </div>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-x-4">
          {service && (
            <button type="button" className={actionClass} onClick={() => editTime(line)}>
              {t('cart.change_time')}
              <span className="sr-only">{t('cart.for_line', { name: line.name })}</span>
            </button>
          )}
          <button type="button" className={actionClass} onClick={onRemove} disabled={removing}>
            {t('cart.remove')}
            <span className="sr-only">{t('cart.for_line', { name: line.name })}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
