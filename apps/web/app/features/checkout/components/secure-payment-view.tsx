import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { paymentMessageFromQuery, postPaymentMessage } from '~/lib/payment-window';

/**
 * Spec §2 /secure-payment: where the payment tab (or the create card frame) lands, with `kind`, `status`, `ref` and
 * `reason` in the query. It reports the outcome to the page that opened it, says how it went, and closes itself
 * when it is a pop-up. Opened on its own (no opener, no parent), it links to the bookings instead.
 */
export function SecurePaymentView() {
  const { t } = useTranslation('checkout');
  const [query] = useSearchParams();
  const message = useMemo(() => paymentMessageFromQuery(query), [query]);
  const [alone, setAlone] = useState(false);
  // Once per page load, even when React runs the effect twice (development) or the query object is rebuilt.
  const posted = useRef(false);

  useEffect(() => {
    if (!message || posted.current) return;
    posted.current = true;
    const sentTo = postPaymentMessage(message);
    if (sentTo === 'popup') window.close();
    else if (sentTo === null) setAlone(true);
  }, [message]);

  if (!message) {
    return (
      <section className="py-16 text-center" data-testid="payment-outcome">
        <h1 className="text-2xl font-bold">{t('pages:secure_payment.title')}</h1>
        <p className="mt-3 text-slate-700">{t('result.invalid')}</p>
      </section>
    );
  }

  const { kind, status, reason } = message;
  const failed = status === 'failed';
  const title = t(`result.${kind}_${status}_title`);
  const text = failed ? t(reason ? `reasons.${reason}` : 'result.failed') : t(`result.${kind}_${status}`);

  return (
    <section className="py-16 text-center" data-testid="payment-outcome" data-status={status}>
      <div
        aria-hidden="true"
        className={
          failed
            ? 'mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700'
            : 'mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700'
        }
      >
        <svg viewBox="0 0 24 24" className="size-8 fill-none stroke-current stroke-[2.5]">
          <path
            d={failed ? 'M6 6l12 12M18 6 6 18' : status === 'pending' ? 'M12 6v6l4 2' : 'm5 12 5 5 9-10'}
          />
        </svg>
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role={failed ? 'alert' : 'status'} className="mt-3 text-slate-700">
        {text}
      </p>
      {alone && kind === 'payment' && (
        <LocalizedLink to="/dashboard/bookings" className={buttonClass('primary', 'mt-6')}>
          {t('result.bookings')}
        </LocalizedLink>
      )}
    </section>
  );
}
