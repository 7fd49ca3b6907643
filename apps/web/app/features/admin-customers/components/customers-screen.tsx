import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageHeading } from '~/components/page-heading';
import { useLoad } from '~/admin-kit/use-load';
import { AdminList } from '~/admin-kit/admin-list';
import { fetchCustomers } from '../api';

/** The desk's customers (issue 16 item 6): by mobile in any spelling or by name; the search lives in the URL. */
export function CustomersScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const list = useLoad(() => fetchCustomers(locale, q, page), `${locale}?${params.toString()}`);
  const go = (next: { q?: string; page?: number }) => {
    const merged = { q: next.q ?? q, page: next.page ?? 1 };
    setParams({
      ...(merged.q ? { q: merged.q } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <>
      <PageHeading title={t('customers.title')} />
      <form
        onSubmit={onSubmit}
        className="mb-5 flex flex-wrap items-end gap-2 rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t('customers.search')}
          <input
            type="search"
            dir="auto"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={60}
            className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950"
          />
        </label>
        <Button type="submit">{t('customers.find')}</Button>
      </form>
      <AdminList
        load={list}
        pages={{ page, hasMore: (data) => data.has_more, onPage: (p) => go({ page: p }) }}
        isEmpty={(data) => data.customers.length === 0}
        none={t('customers.none')}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" data-testid="admin-customers">
            {data.customers.map((c) => (
              <li
                key={c.id}
                className="rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
              >
                <LocalizedLink
                  to={`/admin/customers/${c.id}`}
                  className="font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  {c.name || t('customers.no_name')}
                </LocalizedLink>
                <p className="text-sm">
                  {c.mobile && <bdi dir="ltr">+{c.mobile}</bdi>}
                  {c.email && <> · {c.email}</>}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('customers.bookings', { count: c.bookings, n: formatNumber(c.bookings, locale) })}
                  {c.no_shows > 0 && (
                    <>
                      {' '}
                      · {t('customers.no_shows', { count: c.no_shows, n: formatNumber(c.no_shows, locale) })}
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}
