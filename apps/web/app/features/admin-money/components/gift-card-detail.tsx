import { useState } from 'react';
import { useParams } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageHeading } from '~/components/page-heading';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { formatMoney, formatSignedMoney } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useLoad } from '~/admin-kit/use-load';
import { fetchGiftCard } from '../api';
import { AdjustGiftCardForm, VoidGiftCardForm } from './gift-card-forms';
import { cardState } from './card-state';
import { StatusLine, type Said } from '~/admin-kit/status-line';
import { LoadFailed } from '~/admin-kit/load-failed';

const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** One gift card: its holder, balance and every ledger entry with its reason; adjust or void it. */
export function GiftCardDetail() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const id = Number(useParams().id);
  const details = useLoad(() => fetchGiftCard(locale, id), `${locale}:${id}`);
  const [said, setSaid] = useState<Said>(null);
  const c = details.data?.gift_card;
  const changeable = c && !c.voided && !c.revoked;

  return (
    <>
      <LocalizedLink to="/admin/gift-cards" className="text-sm text-brand-700 underline dark:text-brand-100">
        {t('money:cards.back')}
      </LocalizedLink>
      <PageHeading
        title={c ? t('money:cards.card_title', { serial: c.serial_number }) : t('money:cards.title')}
      />
      <StatusLine said={said} />
      <LoadFailed load={details} />
      {c && details.data && (
        <div className="flex flex-col gap-5">
          <section className={card} aria-labelledby="card-summary">
            <h2 id="card-summary" className="sr-only">
              {t('money:cards.summary')}
            </h2>
            <p className="text-3xl font-bold tabular-nums" data-testid="card-balance">
              {formatMoney(c.balance, locale)}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('money:cards.balance_of', {
                balance: formatMoney(c.balance, locale),
                value: formatMoney(c.value, locale),
              })}{' '}
              · {t(cardState(c))}
            </p>
            <p className="mt-2 text-sm">
              {c.group_name} · {c.holder_name || t('money:cards.no_name')}
              {c.holder_mobile && (
                <>
                  {' '}
                  · <bdi dir="ltr">+{c.holder_mobile}</bdi>
                </>
              )}
            </p>
            <p className="text-sm">
              {t('money:cards.expires', { date: formatInstantDate(c.expires_at, timeZone, locale) })}
              {c.order_number && <> · {t('money:cards.bought_in', { number: c.order_number })}</>}
            </p>
          </section>
          {changeable && (
            <div className="grid gap-5 lg:grid-cols-2">
              <AdjustGiftCardForm
                card={c}
                onDone={(data, message) => {
                  details.setData(data);
                  setSaid({ kind: 'ok', text: message });
                }}
              />
              <VoidGiftCardForm
                card={c}
                onDone={(data, message) => {
                  details.setData(data);
                  setSaid({ kind: 'ok', text: message });
                }}
              />
            </div>
          )}
          <section className={card} aria-labelledby="card-history">
            <h2 id="card-history" className="mb-3 text-lg font-bold">
              {t('money:cards.history')}
            </h2>
            <ul
              className="flex flex-col divide-y divide-sand-200 dark:divide-slate-700"
              data-testid="card-entries"
            >
              {details.data.entries.map((e) => (
                <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid="card-entry">
                  <div>
                    <p className="font-medium">
                      {t(`money:cards.kind.${e.kind}`)}
                      {e.order_number && (
                        <>
                          {' '}
                          · <bdi>{e.order_number}</bdi>
                        </>
                      )}
                    </p>
                    {e.note && <p className="text-sm">{e.note}</p>}
                    <p className="text-xs text-slate-600 dark:text-slate-300">
                      {formatInstantDate(e.date, timeZone, locale)}{' '}
                      {formatInstantTime(e.date, timeZone, locale)}
                    </p>
                  </div>
                  <div className="text-end tabular-nums">
                    <p className="font-semibold" data-testid="entry-amount">
                      {formatSignedMoney(e.amount, locale)}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-300">
                      {t('money:cards.balance_after', { amount: formatMoney(e.balance_after, locale) })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </>
  );
}
