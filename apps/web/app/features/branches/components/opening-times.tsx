import { useTranslation } from '~/lib/use-translation';
import type { WorkingTime } from '@hajz/contracts/catalogue';
import { formatClock } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';

/** One row per day: the day's hours, or closed. */
export function OpeningTimes({ times }: { times: WorkingTime[] }) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('branches.opening_times')}</caption>
      <tbody>
        {times.map((day) => (
          <tr key={day.day} className="border-b border-sand-100 last:border-0 dark:border-slate-800">
            <th scope="row" className="py-1.5 text-start font-medium">
              {t(`days.${day.day}`)}
            </th>
            <td className="py-1.5 text-end tabular-nums">
              {day.is_active ? (
                <bdi>
                  {formatClock(day.start_at, locale)} – {formatClock(day.end_at, locale)}
                </bdi>
              ) : (
                <span className="text-slate-500 dark:text-slate-400">{t('branches.closed_day')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
