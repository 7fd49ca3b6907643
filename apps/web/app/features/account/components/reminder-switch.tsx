import { useId, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Profile } from '@hajz/contracts/auth';
import { useProfile } from '~/lib/profile-store';
import { useLocale } from '~/lib/use-locale';

/**
 * Booking reminders on or off (issue 12): a switch that saves at once (the server's answer sets it; a failure puts
 * it back, with the store's error toast).
 */
export function ReminderSwitch({ profile }: { profile: Profile }) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const id = useId();
  const [on, setOn] = useState(profile.booking_reminders !== 0);
  const [saving, setSaving] = useState(false);
  const change = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    const saved = await useProfile.getState().update(locale, { booking_reminders: next ? '1' : '0' });
    setSaving(false);
    if (!saved) setOn(!next);
  };
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-bold">
            {t('profile.reminders_label')}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('profile.reminders_hint')}
          </p>
        </div>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-hint`}
          data-testid="reminder-switch"
          checked={on}
          disabled={saving}
          onChange={(e) => void change(e.target.checked)}
          className="peer relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:start-1 before:top-1 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 rtl:checked:before:-translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
        />
      </div>
    </section>
  );
}
