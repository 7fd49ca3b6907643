import { useCallback, useId } from 'react';
import type { Product } from '@hajz/contracts/catalogue';
import { maxFollowingServices } from '@hajz/contracts/booking-rules';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { fetchBranchServices } from '../api';
import type { VisitService } from '../store';

const selectClass =
  'min-h-11 w-full rounded-xl bg-white px-3 py-2 ring-1 ring-slate-300 disabled:opacity-60 dark:bg-slate-800 dark:ring-slate-600';

/**
 * Several services in one visit (issue 28 item 5, ADR 0063): the visit's services in order, back to back, and
 * "Add another service" offered at the same branch. The times listed below are those at which the whole visit fits.
 */
export function VisitServices({
  first,
  branchId,
  following,
  onAdd,
  onRemove,
}: {
  first: Product;
  branchId: number;
  following: readonly VisitService[];
  onAdd: (service: VisitService) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const selectId = useId();
  const listId = useId();
  const load = useCallback(() => fetchBranchServices(locale, branchId), [locale, branchId]);
  const services = (useServerState<Product[]>(load, load).data ?? []).filter((p) => p.duration !== null);
  const full = following.length >= maxFollowingServices;
  const minutes = (n: number) => t('appointment.minutes', { count: n, minutes: formatNumber(n, locale) });
  const parts = [
    { id: first.id, name: first.name, duration: first.duration ?? 0, price: first.price },
    ...following,
  ];

  return (
    <div className="space-y-3">
      {following.length > 0 && (
        <div>
          <h3 id={listId} className="font-semibold">
            {t('visit.title')}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('visit.hint')}</p>
          <ol aria-labelledby={listId} className="mt-2 space-y-2" data-testid="visit-parts">
            {parts.map((part, i) => (
              <li
                key={`${part.id}-${i}`}
                className="flex items-center justify-between gap-3 rounded-xl bg-sand-50 px-3 py-2 dark:bg-slate-800"
              >
                <span className="min-w-0">
                  <span className="font-medium">
                    {formatNumber(i + 1, locale)}. {part.name}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {minutes(part.duration)} · {formatMoney(part.price, locale)}
                  </span>
                </span>
                {i > 0 && (
                  <button
                    type="button"
                    onClick={() => onRemove(i - 1)}
                    className="min-h-11 shrink-0 px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
                  >
                    {t('visit.remove')}
                    <span className="sr-only">{t('visit.remove_named', { name: part.name })}</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <div>
        <label htmlFor={selectId} className="mb-1 block font-semibold">
          {t('visit.add')}
        </label>
        <select
          id={selectId}
          value=""
          disabled={full || services.length === 0}
          onChange={(e) => {
            const chosen = services.find((p) => p.id === Number(e.target.value));
            if (chosen) {
              onAdd({
                id: chosen.id,
                name: chosen.name,
                duration: chosen.duration ?? 0,
                price: chosen.price,
              });
            }
          }}
          className={selectClass}
        >
          <option value="">
            {full
              ? t('visit.full', { n: formatNumber(maxFollowingServices + 1, locale) })
              : t('visit.choose')}
          </option>
          {services.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} · {minutes(p.duration ?? 0)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
