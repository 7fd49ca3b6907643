import type { StrandedBooking } from '@hajz/contracts/admin-catalogue';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';

/** The bookings a 409 says new hours would strand, or null for any other refusal. */
export function strandedOf(error: unknown): { message: string; bookings: StrandedBooking[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const bookings = (error.envelope.data as { bookings?: StrandedBooking[] } | undefined)?.bookings;
  return bookings ? { message: error.envelope.message, bookings } : null;
}

/** Lists the confirmed bookings new hours would leave outside opening time; saving anyway is a second, deliberate step. */
export function StrandedNotice({
  message,
  bookings,
  onConfirm,
  onCancel,
}: {
  message: string;
  bookings: StrandedBooking[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  return (
    <div
      role="alert"
      className="rounded-xl bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{message}</p>
      <ul className="mt-2 list-disc ps-5 text-sm" data-testid="stranded-bookings">
        {bookings.map((b) => (
          <li key={`${b.order_number}-${b.start_at}`}>
            <bdi dir="ltr">{b.order_number}</bdi> · {formatInstantDate(b.start_at, timeZone, locale)}{' '}
            {formatInstantTime(b.start_at, timeZone, locale)} · {locale === 'ar' ? b.name_ar : b.name_en}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="danger" onClick={onConfirm}>
          {t('branches.save_anyway')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
