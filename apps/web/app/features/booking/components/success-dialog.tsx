import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { buttonClass, Button } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { formatClock } from '~/lib/dates';
import type { DialogProps } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { formatDay } from '~/components/appointment/format';

/** Spec §2 service success: the booking is in the cart; go to the cart or keep browsing. 'service-success'. */
export default function SuccessDialog({
  name,
  date,
  time,
  note,
  close,
}: DialogProps<{ name: string; date: string | null; time: string | null; note: string }>) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  return (
    <div className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100"
      >
        <svg viewBox="0 0 24 24" className="size-8 fill-none stroke-current stroke-[2.5]">
          <path d="m5 12 5 5 9-10" />
        </svg>
      </div>
      <Dialog.Title className="text-xl font-bold">{t('success.title')}</Dialog.Title>
      {date && time && (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('success.text', { name, date: formatDay(date, locale), time: formatClock(time, locale) })}
        </p>
      )}
      {note && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{note}</p>}
      <div className="mt-6 grid gap-3">
        <LocalizedLink to="/cart" onClick={close} className={buttonClass('primary')}>
          {t('success.go_to_cart')}
        </LocalizedLink>
        <Button variant="secondary" onClick={close}>
          {t('success.continue')}
        </Button>
      </div>
    </div>
  );
}
