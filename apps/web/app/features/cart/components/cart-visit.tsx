import { useId } from 'react';
import type { CartProduct } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { openDialog } from '~/lib/dialogs';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { formatLineDate, formatLineTime } from '../format';
import { useCart } from '../store';
import { HoldHint } from './hold-hint';

const actionClass =
  'min-h-11 px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-50 dark:text-brand-100';

/**
 * The lines of the cart in the order shown: a line on its own, or the parts of one visit (the lines sharing a
 * `visit_id`, ADR 0063) together, where the visit's first part is.
 */
export type CartEntry =
  { kind: 'line'; line: CartProduct } | { kind: 'visit'; id: string; parts: CartProduct[] };

export function cartEntries(lines: readonly CartProduct[]): CartEntry[] {
  const entries: CartEntry[] = [];
  const visits = new Map<string, CartProduct[]>();
  for (const line of lines) {
    if (!line.visit_id) {
      entries.push({ kind: 'line', line });
      continue;
    }
    const parts = visits.get(line.visit_id);
    if (parts) parts.push(line);
    else {
      const first = [line];
      visits.set(line.visit_id, first);
      entries.push({ kind: 'visit', id: line.visit_id, parts: first });
    }
  }
  for (const parts of visits.values())
    parts.sort((a, b) => (a.start_at ?? '').localeCompare(b.start_at ?? ''));
  return entries;
}

/** A visit whose hold ran out: it goes, and the appointment dialog opens on the same services to pick a time again. */
async function pickVisitAgain(locale: Locale, parts: CartProduct[]) {
  await useCart.getState().remove(locale, parts[0]!.cart_product_id);
  openDialog('service-appointment', {
    productId: parts[0]!.product_id,
    following: parts.slice(1).map((p) => ({
      id: p.product_id,
      name: p.name,
      duration: p.duration ?? 0,
      price: p.unit_price,
    })),
  });
}

/** One visit of several services back to back: its time, each part with its own time and price, one total. */
export function CartVisit({
  parts,
  timeZone,
  now,
  removing,
  onRemove,
}: {
  parts: CartProduct[];
  timeZone: string;
  now: number;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const titleId = useId();
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const total = parts.reduce((sum, p) => sum + p.total_price, 0);
  // The visit is held while every part is: the earliest expiry speaks for it.
  const expiries = parts.map((p) => p.hold_expires_at);
  const expiresAt = expiries.includes(null) ? null : [...(expiries as string[])].sort()[0]!;
  const title = t('cart.visit_title', { count: parts.length, n: formatNumber(parts.length, locale) });
  return (
    <li>
      <article
        aria-labelledby={titleId}
        aria-busy={removing || undefined}
        data-testid="cart-visit"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="font-bold">
            {title}
          </h2>
          <p className="shrink-0 font-bold whitespace-nowrap tabular-nums">{formatMoney(total, locale)}</p>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{first.branch_name}</p>
        {first.start_at && last.end_at && (
          <p className="mt-1 text-sm font-medium" data-testid="cart-visit-when">
            {t('cart.when', {
              date: formatLineDate(first.start_at, timeZone, locale),
              from: formatLineTime(first.start_at, timeZone, locale),
              to: formatLineTime(last.end_at, timeZone, locale),
            })}
          </p>
        )}
        <ol className="mt-3 space-y-2" aria-label={t('cart.visit_parts')}>
          {parts.map((part) => (
            <li key={part.cart_product_id} className="flex gap-3" data-testid="cart-visit-part">
              <img
                src={part.image}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-sand-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{part.name}</p>
                  <p className="shrink-0 text-sm whitespace-nowrap tabular-nums">
                    {formatMoney(part.total_price, locale)}
                  </p>
                </div>
                {part.start_at && part.end_at && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('cart.part_when', {
                      from: formatLineTime(part.start_at, timeZone, locale),
                      to: formatLineTime(part.end_at, timeZone, locale),
                    })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
        {first.guest?.name && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('cart.for_guest', { name: first.guest.name })}
          </p>
        )}
        <div className="mt-3">
          <HoldHint
            expiresAt={expiresAt}
            now={now}
            timeZone={timeZone}
            onPickAgain={() => void pickVisitAgain(locale, parts)}
          />
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-x-4">
          <button type="button" className={actionClass} onClick={onRemove} disabled={removing}>
            {t('cart.remove_visit')}
            <span className="sr-only">{t('cart.for_line', { name: title })}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
