import type { ReportsResponse } from '@hajz/contracts/reports';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import type { ReportFilters } from '../api';
import { BarList } from './charts';
import { CsvButton } from './csv-button';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

type Figure = { label: string; shown: string };

function FigureTable({ caption, rows, label }: { caption: string; rows: Figure[]; label: string }) {
  const { t } = useTranslation('reports');
  return (
    <ReportTable
      caption={caption}
      rows={rows}
      columns={[
        { key: 'figure', label: t('columns.figure'), cell: (r) => r.label },
        { key: 'value', label, cell: (r) => r.shown, numeric: true },
      ]}
    />
  );
}

/** Gift card and points liability (the owner's: business-wide), from the ledger. */
export function LiabilitySections({ report, filters }: { report: ReportsResponse; filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = (h: number) => formatMoney(h, locale);
  const n = (v: number) => formatNumber(v, locale);
  const g = report.gift_cards;
  const p = report.points;
  if (!g || !p)
    return <p className="mb-6 rounded-2xl bg-sand-100 p-4 text-sm dark:bg-slate-800">{t('owner_only')}</p>;
  return (
    <>
      <ReportSection
        id="gift-cards"
        title={t('gift_cards.title')}
        definition={t('gift_cards.definition')}
        actions={<CsvButton table="gift-cards" name={t('gift_cards.title')} filters={filters} />}
      >
        <FigureTable
          caption={t('gift_cards.title')}
          label={t('columns.amount')}
          rows={[
            { label: t('gift_cards.opening'), shown: money(g.opening) },
            { label: t('gift_cards.sold'), shown: money(g.sold) },
            { label: t('gift_cards.cards_sold'), shown: n(g.cards_sold) },
            { label: t('gift_cards.redeemed'), shown: money(g.redeemed) },
            { label: t('gift_cards.revoked'), shown: money(g.revoked) },
            { label: t('gift_cards.adjusted'), shown: money(g.adjusted) },
            { label: t('gift_cards.closing'), shown: money(g.closing) },
          ]}
        />
      </ReportSection>
      <ReportSection
        id="points"
        title={t('points.title')}
        definition={t('points.definition', { value: money(p.point_value) })}
        actions={<CsvButton table="points" name={t('points.title')} filters={filters} />}
      >
        <FigureTable
          caption={t('points.title')}
          label={t('columns.points')}
          rows={[
            { label: t('points.opening'), shown: n(p.opening) },
            { label: t('points.earned'), shown: n(p.earned) },
            { label: t('points.redeemed'), shown: n(p.redeemed) },
            { label: t('points.adjusted'), shown: n(p.adjusted) },
            { label: t('points.closing'), shown: n(p.closing) },
            { label: t('points.closing_value'), shown: money(p.closing_value) },
          ]}
        />
      </ReportSection>
    </>
  );
}

export function PromoSection({
  promo,
  filters,
}: {
  promo: ReportsResponse['promo_codes'];
  filters: ReportFilters;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = (h: number) => formatMoney(h, locale);
  const n = (v: number) => formatNumber(v, locale);
  return (
    <ReportSection
      id="promo-codes"
      title={t('promo_codes.title')}
      definition={t('promo_codes.definition')}
      actions={<CsvButton table="promo-codes" name={t('promo_codes.title')} filters={filters} />}
    >
      {promo.codes.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <>
          <BarList
            bars={promo.codes.map((c) => ({ label: c.code, value: c.discount, shown: money(c.discount) }))}
          />
          <ReportTable
            caption={t('promo_codes.title')}
            rows={promo.codes}
            columns={[
              { key: 'code', label: t('columns.code'), cell: (c) => <bdi dir="ltr">{c.code}</bdi> },
              { key: 'uses', label: t('columns.uses'), cell: (c) => n(c.uses), numeric: true },
              {
                key: 'discount',
                label: t('columns.discount'),
                cell: (c) => money(c.discount),
                numeric: true,
              },
            ]}
            footer={[t('promo_codes.all'), n(promo.totals.uses), money(promo.totals.discount)]}
          />
        </>
      )}
    </ReportSection>
  );
}
