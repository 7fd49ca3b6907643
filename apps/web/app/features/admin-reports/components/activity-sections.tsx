import type { ReportsResponse } from '@hajz/contracts/reports';
import { formatLocalDate } from '~/lib/dates';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import type { ReportFilters } from '../api';
import { BarList, DayColumns } from './charts';
import { CsvButton } from './csv-button';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** VAT collected: the invoices' own sums, and what cancelled orders account for. */
export function VatSection({
  revenue,
  filters,
}: {
  revenue: ReportsResponse['revenue'];
  filters: ReportFilters;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = (h: number) => formatMoney(h, locale);
  const rows = (['invoiced', 'cancelled', 'revenue'] as const).map((k) => ({
    label: t(`revenue.${k}`),
    ...revenue[k],
  }));
  return (
    <ReportSection
      id="vat"
      title={t('vat.title')}
      definition={t('vat.definition')}
      actions={<CsvButton table="vat" name={t('vat.title')} filters={filters} />}
    >
      <ReportTable
        caption={t('vat.title')}
        testId="vat"
        rows={rows}
        columns={[
          { key: 'figure', label: t('vat.figure'), cell: (r) => r.label },
          { key: 'count', label: t('vat.count'), cell: (r) => formatNumber(r.count, locale), numeric: true },
          { key: 'excl', label: t('vat.excl_vat'), cell: (r) => money(r.excl_vat), numeric: true },
          { key: 'vat', label: t('vat.vat'), cell: (r) => money(r.vat), numeric: true },
          { key: 'total', label: t('vat.total'), cell: (r) => money(r.total), numeric: true },
        ]}
      />
    </ReportSection>
  );
}

const outcomeColours = [
  'fill-brand-700 dark:fill-brand-100',
  'fill-amber-600 dark:fill-amber-300',
  'fill-red-700 dark:fill-red-300',
];

export function BookingsSection({
  bookings,
  filters,
}: {
  bookings: ReportsResponse['bookings'];
  filters: ReportFilters;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const keys = ['booked', 'kept', 'cancelled', 'no_shows'] as const;
  return (
    <ReportSection
      id="bookings"
      title={t('bookings.title')}
      definition={t('bookings.definition')}
      actions={<CsvButton table="bookings" name={t('bookings.title')} filters={filters} />}
    >
      <dl className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {keys.map((k) => (
          <div key={k} className="rounded-xl bg-sand-100 p-3 dark:bg-slate-800">
            <dt className="text-sm">{t(`bookings.${k}`)}</dt>
            <dd className="text-xl font-bold tabular-nums">{n(bookings.totals[k])}</dd>
          </div>
        ))}
      </dl>
      <DayColumns
        days={bookings.by_day.map((d) => [d.kept, d.cancelled, d.no_shows])}
        series={outcomeColours}
        first={formatLocalDate(filters.from, locale)}
        last={formatLocalDate(filters.to, locale)}
      />
      <details>
        <summary className="cursor-pointer py-2 text-sm font-medium text-brand-700 underline dark:text-brand-100">
          {t('show_table')}
        </summary>
        <ReportTable
          caption={t('bookings.title')}
          rows={bookings.by_day}
          columns={[
            { key: 'date', label: t('columns.date'), cell: (d) => formatLocalDate(d.date, locale) },
            ...keys.map((k) => ({
              key: k,
              label: t(`bookings.${k}`),
              cell: (d: (typeof bookings.by_day)[number]) => n(d[k]),
              numeric: true,
            })),
          ]}
        />
      </details>
    </ReportSection>
  );
}

export function UtilisationSection({
  utilisation,
  filters,
}: {
  utilisation: ReportsResponse['utilisation'];
  filters: ReportFilters;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const hours = (minutes: number) => formatNumber(minutes / 60, locale, { maximumFractionDigits: 1 });
  const percent = (perMille: number | null) =>
    perMille === null
      ? t('utilisation.no_shift')
      : formatNumber(perMille / 1000, locale, { style: 'percent', maximumFractionDigits: 1 });
  const rows = utilisation.resources;
  return (
    <ReportSection
      id="utilisation"
      title={t('utilisation.title')}
      definition={t('utilisation.definition')}
      actions={<CsvButton table="utilisation" name={t('utilisation.title')} filters={filters} />}
    >
      {rows.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <>
          <BarList
            bars={rows.map((r) => ({
              label: r.name,
              value: Math.min(r.per_mille ?? 0, 1000),
              shown: percent(r.per_mille),
            }))}
          />
          <ReportTable
            caption={t('utilisation.title')}
            rows={rows}
            columns={[
              { key: 'name', label: t('columns.staff'), cell: (r) => r.name },
              { key: 'branch', label: t('columns.branch'), cell: (r) => r.branch_name },
              { key: 'shift', label: t('columns.shift'), cell: (r) => hours(r.shift_minutes), numeric: true },
              {
                key: 'booked',
                label: t('columns.booked'),
                cell: (r) => hours(r.booked_minutes),
                numeric: true,
              },
              {
                key: 'use',
                label: t('columns.utilisation'),
                cell: (r) => percent(r.per_mille),
                numeric: true,
              },
            ]}
            footer={[
              t('utilisation.all'),
              '',
              hours(utilisation.totals.shift_minutes),
              hours(utilisation.totals.booked_minutes),
              percent(utilisation.totals.per_mille),
            ]}
          />
        </>
      )}
    </ReportSection>
  );
}
