import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageHeading } from '~/components/page-heading';
import { formatInstantDate } from '~/lib/dates';
import { formatMoney } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass } from '~/admin-kit/form-field';
import { useLoad } from '~/admin-kit/use-load';
import { fetchGiftCards } from '../api';
import { cardState } from './card-state';
import { IssueGiftCardForm } from './issue-gift-card-form';
import { AdminList } from '~/admin-kit/admin-list';

const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** Gift cards (issue 17 item 3): find one by serial or holder, issue one; a card's page adjusts or voids it. */
export function GiftCardsScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(q);
  const [issuing, setIssuing] = useState(false);
  useEffect(() => setDraft(q), [q]);
  const list = useLoad(() => fetchGiftCards(locale, q, page), `${locale}?${params.toString()}`);
  const go = (next: { q?: string; page?: number }) => {
    const merged = { q: next.q ?? q, page: next.page ?? 1 };
    setParams({
      ...(merged.q ? { q: merged.q } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <>
      <PageHeading title={t('money:cards.title')} subtitle={t('money:cards.subtitle')}>
        {!issuing && <Button onClick={() => setIssuing(true)}>{t('money:cards.issue')}</Button>}
      </PageHeading>
      {issuing && <IssueGiftCardForm onCancel={() => setIssuing(false)} />}
      <form onSubmit={onSearch} role="search" className={`mb-5 flex flex-wrap items-end gap-2 ${card}`}>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t('money:cards.search')}
          <input
            type="search"
            dir="auto"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={60}
            className={adminInputClass}
          />
        </label>
        <Button type="submit">{t('money:cards.find')}</Button>
      </form>
      <AdminList
        load={list}
        pages={{ page, hasMore: (data) => data.has_more, onPage: (p) => go({ page: p }) }}
        isEmpty={(data) => data.gift_cards.length === 0}
        none={t('money:cards.none')}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" data-testid="gift-cards">
            {data.gift_cards.map((c) => (
              <li key={c.id} className={card}>
                <LocalizedLink
                  to={`/admin/gift-cards/${c.id}`}
                  className="font-mono font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  <bdi dir="ltr">{c.serial_number}</bdi>
                </LocalizedLink>
                <p className="text-sm">
                  {c.holder_name || t('money:cards.no_name')}
                  {c.holder_mobile && (
                    <>
                      {' '}
                      · <bdi dir="ltr">+{c.holder_mobile}</bdi>
                    </>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('money:cards.balance_of', {
                    balance: formatMoney(c.balance, locale),
                    value: formatMoney(c.value, locale),
                  })}{' '}
                  · {t(cardState(c))} ·{' '}
                  {t('money:cards.expires', { date: formatInstantDate(c.expires_at, timeZone, locale) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}
