import { useTranslation } from '~/lib/use-translation';
import type { Guest } from '../store';

const linkClass =
  'min-h-11 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100';

/** "Book for someone else", or who the booking is for with edit and remove. */
export function GuestSummary({
  guest,
  onEdit,
  onRemove,
}: {
  guest: Guest | null;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('booking');
  if (!guest) {
    return (
      <button type="button" onClick={onEdit} className={linkClass}>
        {t('appointment.book_for_other')}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-sand-50 px-4 py-2 dark:bg-slate-800">
      <p className="min-w-0">
        <span className="block font-semibold">{t('appointment.for_guest', { name: guest.name })}</span>
        {guest.phone && (
          <span className="block text-sm text-slate-600 dark:text-slate-300">
            <bdi dir="ltr">{guest.phone}</bdi>
          </span>
        )}
      </p>
      <div className="flex gap-4">
        <button type="button" onClick={onEdit} className={linkClass}>
          {t('appointment.edit_guest')}
        </button>
        <button type="button" onClick={onRemove} className={linkClass}>
          {t('appointment.remove_guest')}
        </button>
      </div>
    </div>
  );
}
