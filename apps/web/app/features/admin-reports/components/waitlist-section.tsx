import type { ReportsResponse } from '@hajz/contracts/reports';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import type { ReportFilters } from '../api';
import { CsvButton } from './csv-button';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** Waitlist fill rate (issue 28): freed times offered to the waitlist, and how many a waiting customer took. */
export function WaitlistSection({
  waitlist,
  filters,
}: {
  waitlist: ReportsResponse['waitlist'];
  filters: ReportFilters;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const percent = (perMille: number | null) =>
    perMille === null
      ? '–'
      : formatNumber(perMille / 1000, locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <ReportSection
      id="waitlist"
      title={t('waitlist.title')}
      definition={t('waitlist.definition')}
      actions={<CsvButton table="waitlist" name={t('waitlist.title')} filters={filters} />}
    >
      {waitlist.by_service.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <ReportTable
          caption={t('waitlist.title')}
          rows={waitlist.by_service}
          columns={[
            { key: 'name', label: t('columns.name'), cell: (s) => s.name },
            { key: 'freed', label: t('waitlist.freed'), cell: (s) => n(s.freed_times), numeric: true },
            { key: 'offers', label: t('waitlist.offers'), cell: (s) => n(s.offers), numeric: true },
            { key: 'accepted', label: t('waitlist.accepted'), cell: (s) => n(s.accepted), numeric: true },
            { key: 'rate', label: t('waitlist.fill_rate'), cell: (s) => percent(s.per_mille), numeric: true },
          ]}
          footer={[
            t('waitlist.all'),
            n(waitlist.totals.freed_times),
            n(waitlist.totals.offers),
            n(waitlist.totals.accepted),
            percent(waitlist.totals.per_mille),
          ]}
        />
      )}
    </ReportSection>
  );
}
