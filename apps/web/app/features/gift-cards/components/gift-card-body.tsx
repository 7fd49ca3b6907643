import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Locale } from '@hajz/contracts/locale';
import { Button } from '~/components/ui/button';
import { formatInstantDate } from '~/lib/dates';
import { formatMoney } from '~/lib/money';
import { redeemedAmount, shownAmount, taxRateOf } from '../rules';
import type { GiftCardShown } from '../validate';
import { CardImage } from './card-image';
import { StatusPill } from './status-pill';

const qrPlaceholder = '/img/qr-placeholder.svg';

/**
 * Spec §2 gift card details, below the title: image and status pill, the amount, the description, the details
 * rows, the QR code, the redeem history button and the payment summary. The description is HTML the server has
 * already sanitised (a small allowlist: paragraphs, emphasis, lists, https links), so it is rendered as HTML.
 */
export function GiftCardBody({
  card,
  locale,
  timeZone,
  onHistory,
}: {
  card: GiftCardShown;
  locale: Locale;
  timeZone: string;
  onHistory: () => void;
}) {
  const { t } = useTranslation('giftcards');
  const na = t('details.not_available');
  const hasRemaining = typeof card.remaining_amount === 'number';
  return (
    <>
      <div className="relative mt-4">
        <CardImage src={card.card_image} />
        <StatusPill status={card.status} className="absolute end-3 top-3" />
      </div>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t('details.remaining')}</p>
      <p className="text-3xl font-bold tabular-nums" data-testid="gift-card-remaining">
        {formatMoney(shownAmount(card), locale)}
      </p>
      {card.description ? (
        <div
          data-testid="gift-card-description"
          className="mt-3 space-y-2 text-slate-800 dark:text-slate-200 [&_a]:text-teal-800 [&_a]:underline dark:[&_a]:text-teal-300 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
          dangerouslySetInnerHTML={{ __html: card.description }}
        />
      ) : (
        <p data-testid="gift-card-description" className="mt-3 text-slate-800 dark:text-slate-200">
          {t('details.default_description')}
        </p>
      )}
      <Section title={t('details.details')}>
        <Row label={t('details.serial_number')} testId="row-serial">
          <bdi>{card.serial_number}</bdi>
        </Row>
        <Row label={t('details.expiry_date')} testId="row-expiry">
          {card.expiry_date ? formatInstantDate(card.expiry_date, timeZone, locale) : na}
        </Row>
        <Row label={t('details.voucher_order_number')} testId="row-order">
          {card.voucher_order_number ? <bdi>{card.voucher_order_number}</bdi> : na}
        </Row>
        <Row label={t('details.redeemed_amount')} testId="row-redeemed">
          {formatMoney(redeemedAmount(card), locale)}
        </Row>
        {hasRemaining && (
          <Row label={t('details.remaining_amount')} testId="row-remaining">
            {formatMoney(card.remaining_amount, locale)}
          </Row>
        )}
      </Section>
      <img
        src={card.qr_code || qrPlaceholder}
        alt={t('details.qr_code', { serial: card.serial_number })}
        data-testid="gift-card-qr"
        className="mx-auto mt-5 size-40 rounded-xl bg-white p-2 ring-1 ring-sand-200"
      />
      <Button variant="secondary" className="mt-4 w-full" onClick={onHistory}>
        {t('details.redeem_history')}
      </Button>
      <Section title={t('details.summary')} testId="gift-card-summary">
        <Row label={t('details.sub_total')} testId="summary-sub-total">
          {formatMoney(card.sub_total, locale)}
        </Row>
        <Row label={t('details.vat', { rate: taxRateOf(card) })} testId="summary-vat">
          {formatMoney(card.tax, locale)}
        </Row>
        <Row label={t('details.discounts')} testId="summary-discounts">
          {formatMoney(card.discounts ? -card.discounts : card.discounts, locale)}
        </Row>
        <Row label={t('details.total')} testId="summary-total" strong>
          {formatMoney(card.total, locale)}
        </Row>
      </Section>
    </>
  );
}

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-5" data-testid={testId}>
      <h3 id={heading} className="mb-2 font-bold">
        {title}
      </h3>
      <dl className="space-y-1 rounded-2xl bg-sand-50 p-4 text-sm ring-1 ring-sand-200 dark:bg-slate-800 dark:ring-slate-700">
        {children}
      </dl>
    </section>
  );
}

function Row({
  label,
  testId,
  strong,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-sand-200 pt-2 text-base font-bold dark:border-slate-700' : ''}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="text-end tabular-nums">{children}</dd>
    </div>
  );
}
