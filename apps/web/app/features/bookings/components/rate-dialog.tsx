import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { OrderDetails } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import type { DialogProps } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { rateOrder } from '../api';

export type RateProps = { order: Pick<OrderDetails, 'id' | 'order_number'>; onRated?: () => void };

const commentMax = 1000;

/**
 * Rate a completed booking once, registered as 'booking-rate': 1–5 stars as a radio group (arrow keys move
 * between them) and an optional comment. The server's thanks shows as a toast, then the booking is read again.
 */
export default function RateDialog({ order, onRated, close }: DialogProps<RateProps>) {
  const { t } = useTranslation('bookings');
  const { locale } = useLocale();
  const name = useId();
  const commentId = useId();
  const hintId = useId();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  // A second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (rating < 1) return setMissing(true);
    busy.current = true;
    setSaving(true);
    try {
      const { message } = await rateOrder(locale, order.id, rating, comment);
      toast(message || t('rate.success'), 'success');
      onRated?.();
      close();
    } catch (error) {
      toast((error instanceof ApiError && error.envelope.message) || t('rate.failed'), 'error');
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const lit = hover || rating;
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('rate.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
        {t('rate.intro', { number: order.order_number })}
      </Dialog.Description>
      <fieldset className="mt-5" disabled={saving} aria-describedby={missing ? hintId : undefined}>
        <legend className="mb-2 font-semibold">{t('rate.stars')}</legend>
        <div className="flex gap-1" onMouseLeave={() => setHover(0)} data-testid="rating-stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex size-11 cursor-pointer items-center justify-center rounded-full text-3xl has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
              onMouseEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setMissing(false);
                }}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={
                  n <= lit ? 'text-amber-600 dark:text-amber-400' : 'text-slate-400 dark:text-slate-500'
                }
              >
                {n <= lit ? '★' : '☆'}
              </span>
              <span className="sr-only">{t('rate.star', { count: n })}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={hintId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t('rate.choose')}
          </p>
        )}
      </fieldset>
      <label htmlFor={commentId} className="mt-5 block font-semibold">
        {t('rate.comment')}
      </label>
      <textarea
        id={commentId}
        value={comment}
        maxLength={commentMax}
        rows={3}
        disabled={saving}
        onChange={(e) => setComment(e.target.value)}
        className="mt-2 w-full rounded-xl border border-slate-400 bg-white p-3 dark:border-slate-600 dark:bg-slate-900"
      />
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={close}>
          {t('rate.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('rate.saving') : t('rate.submit')}
        </Button>
      </div>
    </form>
  );
}
