import type { ReportsResponse } from '@hajz/contracts/reports';
import { formatLocalDate } from '~/lib/dates';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import type { ReportFilters } from '../api';
import { BarList, DayColumns } from './charts';
import { CsvButton } from './csv-button';
import { ReportPart, ReportSection } from './report-section';
import { ReportTable, type Column } from './report-table';

type Revenue = ReportsResponse['revenue'];

/** Revenue (issue 17 item 4): the headline figures, then by day, branch, service and staff member. */
export function RevenueSection({ revenue, filters }: { revenue: Revenue; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = (h: number) => formatMoney(h, locale);
  const count = (n: number) => formatNumber(n, locale);
  const amountColumns = <R extends { total: number; vat: number }>(): Column<R>[] => [
    { key: 'total', label: t('columns.total'), cell: (r) => money(r.total), numeric: true },
    { key: 'vat', label: t('columns.vat'), cell: (r) => money(r.vat), numeric: true },
  ];
  const figures = [
    { key: 'revenue', value: revenue.revenue },
    { key: 'invoiced', value: revenue.invoiced },
    { key: 'cancelled', value: revenue.cancelled },
  ] as const;

  return (
    <ReportSection id="revenue" title={t('revenue.title')} definition={t('revenue.definition')}>
      <dl className="grid gap-3 sm:grid-cols-3" data-testid="revenue-figures">
        {figures.map((f) => (
          <div key={f.key} className="rounded-xl bg-sand-100 p-3 dark:bg-slate-800">
            <dt className="text-sm">{t(`revenue.${f.key}`)}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid={`revenue-${f.key}`}>
              {money(f.value.total)}
            </dd>
            <dd className="text-sm text-slate-600 dark:text-slate-300">
              {t('revenue.vat')}: {money(f.value.vat)} · {t('revenue.orders', { count: f.value.count })}
            </dd>
          </div>
        ))}
      </dl>

      <ReportPart
        title={t('revenue.by_day')}
        action={<CsvButton table="revenue-by-day" name={t('revenue.by_day')} filters={filters} />}
      >
        <DayColumns
          days={revenue.by_day.map((d) => [d.total])}
          series={['fill-brand-700 dark:fill-brand-100']}
          first={formatLocalDate(filters.from, locale)}
          last={formatLocalDate(filters.to, locale)}
        />
        <details>
          <summary className="cursor-pointer py-2 text-sm font-medium text-brand-700 underline dark:text-brand-100">
            {t('show_table')}
          </summary>
          <ReportTable
            caption={t('revenue.by_day')}
            testId="revenue-by-day"
            rows={revenue.by_day}
            columns={[
              { key: 'date', label: t('columns.date'), cell: (d) => formatLocalDate(d.date, locale) },
              { key: 'orders', label: t('columns.orders'), cell: (d) => count(d.orders), numeric: true },
              ...amountColumns<Revenue['by_day'][number]>(),
            ]}
          />
        </details>
      </ReportPart>

      <Breakdown
        title={t('revenue.by_branch')}
        table="revenue-by-branch"
        label={t('columns.branch')}
        countLabel={t('columns.orders')}
        filters={filters}
        rows={revenue.by_branch.map((b) => ({
          name: b.branch_id === null ? t('no_branch') : b.name,
          n: b.orders,
          total: b.total,
          vat: b.vat,
        }))}
      />
      <Breakdown
        title={t('revenue.by_service')}
        table="revenue-by-service"
        label={t('columns.name')}
        countLabel={t('columns.quantity')}
        filters={filters}
        rows={revenue.by_service.map((s) => ({
          name: s.kind === 'fee' ? `${s.name} (${t('fee')})` : s.name,
          n: s.quantity,
          total: s.total,
          vat: s.vat,
        }))}
      />
      <Breakdown
        title={t('revenue.by_staff')}
        table="revenue-by-staff"
        label={t('columns.staff')}
        countLabel={t('columns.lines')}
        filters={filters}
        rows={revenue.by_staff.map((s) => ({
          name: s.resource_id === null ? t('unassigned') : s.name,
          n: s.lines,
          total: s.total,
          vat: s.vat,
        }))}
      />
    </ReportSection>
  );
}

type Row = { name: string; n: number; total: number; vat: number };

/** Revenue by one thing (branch, service, staff member): bars, then the table, and its CSV. */
function Breakdown({
  title,
  table,
  label,
  countLabel,
  rows,
  filters,
}: {
  title: string;
  table: 'revenue-by-branch' | 'revenue-by-service' | 'revenue-by-staff';
  label: string;
  countLabel: string;
  rows: Row[];
  filters: ReportFilters;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = (h: number) => formatMoney(h, locale);
  return (
    <ReportPart title={title} action={<CsvButton table={table} name={title} filters={filters} />}>
      {rows.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <>
          <BarList bars={rows.map((r) => ({ label: r.name, value: r.total, shown: money(r.total) }))} />
          <ReportTable
            caption={title}
            testId={table}
            rows={rows}
            columns={[
              { key: 'name', label, cell: (r) => r.name },
              { key: 'n', label: countLabel, cell: (r) => formatNumber(r.n, locale), numeric: true },
              { key: 'total', label: t('columns.total'), cell: (r) => money(r.total), numeric: true },
              { key: 'vat', label: t('columns.vat'), cell: (r) => money(r.vat), numeric: true },
            ]}
          />
        </>
      )}
    </ReportPart>
  );
}
