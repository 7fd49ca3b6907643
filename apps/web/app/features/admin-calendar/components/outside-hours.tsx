import type { CalendarBooking } from '@hajz/contracts/desk';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { wallOf } from '~/admin-kit/zoned';

/** The bookings left outside working time (issue 30 item 10): each opens its details and move form. */
export function OutsideHours({
  bookings,
  onOpen,
}: {
  bookings: CalendarBooking[];
  onOpen: (booking: CalendarBooking) => void;
}) {
  const { t } = useTranslation('desk');
  const { locale } = useLocale();
  if (bookings.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('outside_title')}
      className="mb-3 rounded-xl border border-amber-700 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      data-testid="calendar-outside"
    >
      <p className="mb-2 font-semibold">{t('outside_count', { count: bookings.length })}</p>
      <ul className="flex flex-wrap gap-2">
        {bookings.map((b) => (
          <li key={b.order_product_id}>
            <Button variant="secondary" className="min-h-9 px-3" onClick={() => onOpen(b)}>
              <bdi>{b.order_number}</bdi> · {wallOf(b.start_at).date} {wallOf(b.start_at).time} ·{' '}
              {locale === 'ar' ? b.service.name_ar : b.service.name_en}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
