import { useId, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Profile } from '@hajz/contracts/auth';
import { useProfile } from '~/lib/profile-store';
import { useLocale } from '~/lib/use-locale';

type Channel = Profile['message_channel'];

/**
 * Where booking messages go and whether offers come (issue 29 item 5, ADR 0056): saved at once, each change recorded
 * by the server as a consent; a failure puts the choice back (the store's error toast says why).
 */
export function MessageChoices({ profile }: { profile: Profile }) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const id = useId();
  const [channel, setChannel] = useState<Channel>(profile.message_channel);
  const [marketing, setMarketing] = useState(profile.marketing_messages !== 0);
  const [saving, setSaving] = useState(false);
  const save = async (fields: Record<string, string>, undo: () => void) => {
    setSaving(true);
    const saved = await useProfile.getState().update(locale, fields);
    setSaving(false);
    if (!saved) undo();
  };
  const choose = (next: Channel) => {
    const before = channel;
    setChannel(next);
    void save({ message_channel: next }, () => setChannel(before));
  };
  const toggle = (next: boolean) => {
    setMarketing(next);
    void save({ marketing_messages: next ? '1' : '0' }, () => setMarketing(!next));
  };
  return (
    <section className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
      <fieldset aria-describedby={`${id}-channel-hint`} disabled={saving}>
        <legend className="font-bold">{t('profile.channel_label')}</legend>
        <p id={`${id}-channel-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('profile.channel_hint')}
        </p>
        <div className="mt-3 flex flex-wrap gap-3" data-testid="message-channel">
          {(['whatsapp', 'sms'] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 ring-1 ring-sand-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 dark:ring-slate-700"
            >
              <input
                type="radio"
                name={`${id}-channel`}
                value={option}
                checked={channel === option}
                onChange={() => choose(option)}
                className="size-4 accent-brand-700"
              />
              {t(`profile.channel_${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={`${id}-marketing`} className="font-bold">
            {t('profile.marketing_label')}
          </label>
          <p id={`${id}-marketing-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('profile.marketing_hint')}
          </p>
        </div>
        <input
          id={`${id}-marketing`}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-marketing-hint`}
          data-testid="marketing-switch"
          checked={marketing}
          disabled={saving}
          onChange={(e) => toggle(e.target.checked)}
          className="peer relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:start-1 before:top-1 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 rtl:checked:before:-translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
        />
      </div>
    </section>
  );
}
