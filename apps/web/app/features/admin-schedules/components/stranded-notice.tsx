import { useEffect, useRef } from 'react';
import type { StrandedBooking } from '@hajz/contracts/schedules';
import { Button } from '~/components/ui/button';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';

export type Stranding = { message: string; stranded: StrandedBooking[]; confirm: () => Promise<void> };

/**
 * "A change that would strand existing bookings lists them before saving": the server's list (its 409), and the
 * choice to save anyway or not. It takes the focus when it appears, so a keyboard user lands on the choice. Its
 * heading counts them in the number's plural form (issue 30 item 14), as the server's message does.
 */
export function StrandedNotice({
  stranding,
  timeZone,
  onCancel,
}: {
  stranding: Stranding;
  timeZone: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('schedules');
  const { locale } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [stranding]);
  const when = (iso: string) =>
    `${formatInstantDate(iso, timeZone, locale)} ${formatInstantTime(iso, timeZone, locale)}`;
  return (
    <section
      aria-labelledby="stranded-title"
      className="mt-3 rounded-xl border border-amber-600 bg-amber-50 p-3 text-slate-900 dark:bg-amber-950 dark:text-amber-50"
      data-testid="stranded"
    >
      <h3 id="stranded-title" ref={heading} tabIndex={-1} className="font-semibold">
        {t('stranded.title', { count: stranding.stranded.length })}
      </h3>
      <p className="text-sm">{stranding.message}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr>
              <th scope="col" className="pe-3 text-start">
                {t('stranded.number')}
              </th>
              <th scope="col" className="pe-3 text-start">
                {t('stranded.customer')}
              </th>
              <th scope="col" className="pe-3 text-start">
                {t('stranded.service')}
              </th>
              <th scope="col" className="text-start">
                {t('stranded.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stranding.stranded.map((b) => (
              <tr key={`${b.order_id}-${b.start_at}`}>
                <td className="pe-3">
                  <bdi>{b.order_number}</bdi>
                </td>
                <td className="pe-3">
                  <bdi>{b.customer_name}</bdi>
                </td>
                <td className="pe-3">
                  <bdi>{b.service_name}</bdi>
                </td>
                <td>{when(b.start_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm">{t('stranded.hint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="danger" onClick={() => void stranding.confirm()} data-testid="stranded-confirm">
          {t('stranded.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('stranded.cancel')}
        </Button>
      </div>
    </section>
  );
}
