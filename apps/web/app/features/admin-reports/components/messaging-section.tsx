import type { ReportsResponse } from '@hajz/contracts/reports';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** What messages cost per channel and per booking (issue 29 item 4, ADR 0056); the owner's only (business-wide). */
export function MessagingSection({ messaging }: { messaging: NonNullable<ReportsResponse['messaging']> }) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = (h: number) => formatMoney(h, locale);
  const n = (v: number) => formatNumber(v, locale);
  return (
    <ReportSection id="messaging" title={t('messaging.title')} definition={t('messaging.definition')}>
      <ReportTable
        caption={t('messaging.title')}
        rows={messaging.channels}
        columns={[
          { key: 'channel', label: t('messaging.channel'), cell: (c) => t(`messaging.${c.channel}`) },
          { key: 'messages', label: t('messaging.messages'), cell: (c) => n(c.messages), numeric: true },
          { key: 'failed', label: t('messaging.failed'), cell: (c) => n(c.failed), numeric: true },
          { key: 'fallbacks', label: t('messaging.fallbacks'), cell: (c) => n(c.fallbacks), numeric: true },
          { key: 'cost', label: t('messaging.cost'), cell: (c) => money(c.cost), numeric: true },
        ]}
        footer={[t('messaging.all'), n(messaging.totals.messages), '', '', money(messaging.totals.cost)]}
      />
      <p className="mt-3 text-sm" data-testid="messaging-per-booking">
        {t('messaging.per_booking', { bookings: n(messaging.bookings) })}: {money(messaging.cost_per_booking)}
      </p>
    </ReportSection>
  );
}
