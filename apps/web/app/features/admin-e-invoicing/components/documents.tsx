/** The signed documents (issue 26 item 6): filtered by order, ICV and reporting status in the address; each with its XML. */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { eInvoiceStatuses, type AdminEInvoice, type EInvoiceStatus } from '@hajz/contracts/admin-e-invoicing';
import { Button } from '~/components/ui/button';
import { formatInstantDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { AdminList } from '~/admin-kit/admin-list';
import { adminInputClass } from '~/admin-kit/form-field';
import { useLoad } from '~/admin-kit/use-load';
import { downloadXml, fetchEInvoices, type EInvoiceFilters } from '../api';
import { card } from './styles';

const ns = 'e-invoicing';

const isStatus = (v: string | null): v is EInvoiceStatus =>
  (eInvoiceStatuses as readonly string[]).includes(v ?? '');

export function Documents() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: EInvoiceFilters = {
    order_id: params.get('order_id') ?? '',
    icv: params.get('icv') ?? '',
    status: isStatus(status) ? status : '',
  };
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(filters);
  const key = `${locale}?${params.toString()}`;
  useEffect(() => setDraft(filters), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useLoad(() => fetchEInvoices(locale, filters, page), key);
  const go = (next: EInvoiceFilters, p = 1) =>
    setParams({
      ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')),
      ...(p > 1 ? { page: String(p) } : {}),
    });
  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    go({ order_id: draft.order_id.trim(), icv: draft.icv.trim(), status: draft.status });
  };
  const number = (field: 'order_id' | 'icv') => (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
      {t(`${ns}:filters.${field}`)}
      <input
        value={draft[field]}
        onChange={(e) => setDraft({ ...draft, [field]: e.target.value.replace(/\D/g, '') })}
        inputMode="numeric"
        dir="ltr"
        maxLength={10}
        className={adminInputClass}
      />
    </label>
  );

  return (
    <section aria-labelledby="e-invoicing-documents">
      <h2 id="e-invoicing-documents" className="mb-3 text-lg font-bold">
        {t(`${ns}:documents.title`)}
      </h2>
      <form onSubmit={onFilter} role="search" className={`mb-5 flex flex-wrap items-end gap-2 ${card}`}>
        {number('order_id')}
        {number('icv')}
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t(`${ns}:filters.status`)}
          <select
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as EInvoiceFilters['status'] })}
            className={adminInputClass}
          >
            <option value="">{t(`${ns}:filters.any`)}</option>
            {eInvoiceStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`${ns}:status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t(`${ns}:filters.apply`)}</Button>
      </form>
      <AdminList
        load={list}
        pages={{ page, hasMore: (data) => data.has_more, onPage: (p) => go(filters, p) }}
        isEmpty={(data) => data.documents.length === 0}
        none={t(`${ns}:documents.none`)}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" data-testid="e-invoices">
            {data.documents.map((d) => (
              <DocumentCard key={d.id} document={d} />
            ))}
          </ul>
        )}
      </AdminList>
    </section>
  );
}

const badge: Record<EInvoiceStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  reported: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  not_reported: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

function DocumentCard({ document: d }: { document: AdminEInvoice }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      await downloadXml(locale, d.id);
    } catch {
      setFailed(true);
    }
  };
  const messages = d.warnings
    .map((w) => (typeof w.message === 'string' ? w.message : null))
    .filter((m): m is string => m !== null);
  return (
    <li className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {t(`${ns}:kinds.${d.kind}`)} <bdi dir="ltr">{d.number}</bdi>
        </p>
        <span className={`rounded-full px-2 py-0.5 text-sm ${badge[d.status]}`}>
          {t(`${ns}:status.${d.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t(`${ns}:documents.icv`, { icv: d.icv })}
        {d.order_id !== null && <> · {t(`${ns}:documents.order`, { id: d.order_id })}</>} ·{' '}
        {formatInstantDate(d.issued_at, timeZone, locale)}
        {d.reported_at && (
          <>
            {' '}
            · {t(`${ns}:documents.reported_on`, { date: formatInstantDate(d.reported_at, timeZone, locale) })}
          </>
        )}
      </p>
      <p className="break-all font-mono text-xs text-slate-600 dark:text-slate-300">
        <bdi dir="ltr">{d.uuid}</bdi>
      </p>
      {messages.length > 0 && (
        <ul className="mt-2 list-disc ps-5 text-sm" aria-label={t(`${ns}:documents.warnings`)}>
          {messages.map((m, i) => (
            <li key={i} dir="auto">
              {m}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-col items-start gap-1">
        <Button variant="secondary" className="min-h-11 px-4 text-sm" onClick={() => void download()}>
          {t(`${ns}:documents.xml`)}
          <span className="sr-only"> — {d.number}</span>
        </Button>
        {failed && (
          <span role="alert" className="text-sm text-red-800 dark:text-red-200">
            {t(`${ns}:documents.xml_failed`)}
          </span>
        )}
      </div>
    </li>
  );
}
