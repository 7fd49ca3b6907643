import type { PolicyReport } from '@hajz/contracts/reports';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import type { ReportFilters } from '../api';
import { CsvButton } from './csv-button';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

type Row = PolicyReport['totals'] & { name: string };

/**
 * The cancellation and no-show policy (issue 28): no-show and late-cancel rates and the deposits kept and refunded,
 * per branch and per service, each with its CSV.
 */
export function PolicySection({ policy, filters }: { policy: PolicyReport; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = (h: number) => formatMoney(h, locale);
  const n = (v: number) => formatNumber(v, locale);
  const rate = (perMille: number | null) =>
    perMille === null ? '—' : `${formatNumber(perMille / 10, locale)}\u00a0%`;
  const columns = (first: string) => [
    { key: 'name', label: first, cell: (r: Row) => r.name },
    { key: 'booked', label: t('policy.booked'), cell: (r: Row) => n(r.booked), numeric: true },
    {
      key: 'no_shows',
      label: t('policy.no_shows'),
      cell: (r: Row) => rate(r.no_show_per_mille),
      numeric: true,
    },
    {
      key: 'late',
      label: t('policy.late_cancels'),
      cell: (r: Row) => rate(r.late_cancel_per_mille),
      numeric: true,
    },
    { key: 'kept', label: t('policy.kept'), cell: (r: Row) => money(r.deposits_kept), numeric: true },
    {
      key: 'refunded',
      label: t('policy.refunded'),
      cell: (r: Row) => money(r.deposits_refunded),
      numeric: true,
    },
  ];
  const totals = policy.totals;
  const footer = [
    t('policy.all'),
    n(totals.booked),
    rate(totals.no_show_per_mille),
    rate(totals.late_cancel_per_mille),
    money(totals.deposits_kept),
    money(totals.deposits_refunded),
  ];
  return (
    <>
      {(['branch', 'service'] as const).map((by) => {
        const rows: Row[] = by === 'branch' ? policy.by_branch : policy.by_service;
        const title = t(`policy.title_${by}`);
        return (
          <ReportSection
            key={by}
            id={`policy-by-${by}`}
            title={title}
            definition={t('policy.definition')}
            actions={<CsvButton table={`policy-by-${by}`} name={title} filters={filters} />}
          >
            {rows.length === 0 ? (
              <p className="text-sm">{t('none')}</p>
            ) : (
              <ReportTable caption={title} rows={rows} columns={columns(t(`policy.${by}`))} footer={footer} />
            )}
          </ReportSection>
        );
      })}
    </>
  );
}
