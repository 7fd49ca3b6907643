import { useCallback } from 'react';
import type { OrderDetails } from '@hajz/contracts/orders';
import type { Locale } from '@hajz/contracts/locale';
import { formatNumber } from '~/lib/money';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { fetchEntryPasses, type EntryPass } from '../api';

/**
 * The booking's entry passes (issue 16, beyond the spec): one QR per visitor for the desk to scan at check-in. Only
 * a confirmed booking with a time has them, and only for whoever comes (the server decides: a gift's sender gets
 * none). Nothing shows while they load or when there are none.
 */
export function EntryPasses({ order, locale }: { order: OrderDetails; locale: Locale }) {
  const { t } = useTranslation('bookings');
  const bookable =
    order.status.name === 'confirmed' && order.products.some((p) => p.type === 'service' && p.start_at);
  // Held by the one server-state hook (lib/use-server-state.ts); a booking without passes asks nothing.
  const load = useCallback(
    () => (bookable ? fetchEntryPasses(locale, order.id) : Promise.resolve([])),
    [bookable, locale, order.id],
  );
  const passes = useServerState<EntryPass[]>(load, load).data ?? [];
  if (passes.length === 0) return null;
  return (
    <section aria-labelledby="entry-passes" className="mt-4" data-testid="entry-passes">
      <h3 id="entry-passes" className="font-semibold">
        {t('show.passes')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('show.passes_hint')}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {passes.map((pass) => (
          <li key={pass.code} className="rounded-xl bg-white p-2 text-center ring-1 ring-sand-200">
            <img
              src={pass.qr}
              width={132}
              height={132}
              alt={t('show.pass_alt', { visitor: formatNumber(pass.visitor, locale) })}
            />
            <span className="block text-xs text-slate-800">
              {t('show.pass_visitor', { visitor: formatNumber(pass.visitor, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
