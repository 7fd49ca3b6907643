import { useState } from 'react';
import type { AdminPromoCode } from '@hajz/contracts/admin-money';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { formatInstantDate } from '~/lib/dates';
import { formatMoney, formatNumber } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useLoad } from '~/admin-kit/use-load';
import { fetchPromoCodes, savePromoCode } from '../api';
import { PromoForm } from './promo-form';
import { StatusLine, type Said } from '~/admin-kit/status-line';
import { AdminList } from '~/admin-kit/admin-list';

const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** Promo codes (issue 17 item 3): every code with its rules and uses; create, edit, deactivate. */
/** What a code is now: switched off, not yet or no longer in its window, or taken in carts. */
export function promoState(
  p: { active: boolean; starts_at: string | null; ends_at: string | null },
  now: Date,
): 'inactive' | 'scheduled' | 'ended' | 'active' {
  if (!p.active) return 'inactive';
  if (p.starts_at && Date.parse(p.starts_at) > now.getTime()) return 'scheduled';
  if (p.ends_at && Date.parse(p.ends_at) <= now.getTime()) return 'ended';
  return 'active';
}

export function PromoCodesScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const list = useLoad(() => fetchPromoCodes(locale), locale);
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);
  const [said, setSaid] = useState<Said>(null);

  const saved = (promo: AdminPromoCode, message: string) => {
    const data = list.data!;
    const others = data.promo_codes.filter((p) => p.id !== promo.id);
    list.setData({ ...data, promo_codes: [promo, ...others] });
    setEditing(null);
    setSaid({ kind: 'ok', text: message });
  };
  const deactivate = async (promo: AdminPromoCode) => {
    try {
      const { data, message } = await savePromoCode(locale, promo.id, { ...promo, active: false });
      saved(data.promo_code, message);
    } catch {
      setSaid({ kind: 'error', text: t('money:failed') });
    }
  };

  const rules = (p: AdminPromoCode) =>
    [
      p.kind === 'percent'
        ? t('money:promo.rule_percent', { n: formatNumber(p.value, locale) })
        : t('money:promo.rule_fixed', { amount: formatMoney(p.value, locale) }),
      p.max_discount !== null && t('money:promo.rule_cap', { amount: formatMoney(p.max_discount, locale) }),
      p.min_subtotal > 0 && t('money:promo.rule_min', { amount: formatMoney(p.min_subtotal, locale) }),
      p.first_order_only && t('money:promo.first_order_only'),
      p.per_customer_limit !== null &&
        t('money:promo.rule_per_customer', { n: formatNumber(p.per_customer_limit, locale) }),
      p.starts_at && t('money:promo.rule_from', { date: formatInstantDate(p.starts_at, timeZone, locale) }),
      p.ends_at && t('money:promo.rule_until', { date: formatInstantDate(p.ends_at, timeZone, locale) }),
      (p.product_ids.length > 0 || p.category_ids.length > 0) && t('money:promo.rule_some_items'),
    ].filter(Boolean) as string[];

  return (
    <>
      <PageHeading title={t('money:promo.title')} subtitle={t('money:promo.subtitle')}>
        {editing === null && list.data && (
          <Button onClick={() => setEditing('new')}>{t('money:promo.new')}</Button>
        )}
      </PageHeading>
      <StatusLine said={said} />
      {editing !== null && list.data && (
        <PromoForm
          key={editing === 'new' ? 'new' : editing.id}
          promo={editing === 'new' ? null : editing}
          choices={list.data}
          timeZone={timeZone}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      <AdminList load={list} isEmpty={(data) => data.promo_codes.length === 0} none={t('money:promo.none')}>
        {(data) => (
          <ul className="flex flex-col gap-3" data-testid="promo-codes">
            {data.promo_codes.map((p) => (
              <li key={p.id} className={card} data-testid="promo-code">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-mono text-lg font-bold" dir="ltr">
                    {p.code}
                  </h2>
                  <span className="text-sm font-semibold">
                    {t(`money:promo.status_${promoState(p, new Date())}`)}
                  </span>
                </div>
                <p className="mt-1 text-sm">{rules(p).join(' · ')}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="promo-uses">
                  {p.usage_limit === null
                    ? t('money:promo.uses', { count: p.uses, n: formatNumber(p.uses, locale) })
                    : t('money:promo.uses_of', {
                        n: formatNumber(p.uses, locale),
                        limit: formatNumber(p.usage_limit, locale),
                      })}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(p)}
                    aria-label={t('money:promo.edit_named', { code: p.code })}
                  >
                    {t('money:edit')}
                  </Button>
                  {p.active && (
                    <Button
                      variant="ghost"
                      onClick={() => void deactivate(p)}
                      aria-label={t('money:promo.deactivate_named', { code: p.code })}
                    >
                      {t('money:promo.deactivate')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}
