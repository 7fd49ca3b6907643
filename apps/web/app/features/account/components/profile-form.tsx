import { useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { genders } from '@hajz/contracts/auth-rules';
import type { Profile } from '@hajz/contracts/auth';
import { BirthDateField } from '~/components/ui/birth-date-field';
import { Button } from '~/components/ui/button';
import { MobileField } from '~/components/ui/mobile-field';
import { cx } from '~/lib/cx';
import { useProfile } from '~/lib/profile-store';
import { useLocale } from '~/lib/use-locale';
import { ProfilePhoto } from './profile-photo';

const input =
  'w-full rounded-xl bg-white px-3 py-3 ring-1 ring-slate-300 outline-none focus:ring-2 focus:ring-brand-500 dark:bg-slate-800 dark:ring-slate-600';

/** Edits the profile; only changed, non-empty fields and a new photo are sent (spec §5). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { update, isUpdating } = useProfile();
  const [form, setForm] = useState({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email ?? '',
    gender: profile.gender ?? '',
    date_of_birth: profile.date_of_birth ?? '',
  });
  const [file, setFile] = useState<File | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(form).filter(
        ([key, value]) => value !== ((profile as Record<string, unknown>)[key] ?? ''),
      ),
    );
    if (await update(locale, changed, file)) setFile(null);
  }

  const field = (key: 'first_name' | 'last_name' | 'email', type = 'text') => (
    <div>
      <label htmlFor={`profile-${key}`} className="mb-1 block font-medium">
        {t(`complete.${key}`)}
      </label>
      <input
        id={`profile-${key}`}
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className={input}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="profile-details">
      <h2 id="profile-details" className="text-lg font-bold">
        {t('profile.details')}
      </h2>
      <ProfilePhoto current={profile.image_profile} file={file} onFile={setFile} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name')}
        {field('last_name')}
      </div>
      <MobileField id="profile-mobile" label={t('send.mobile')} value={profile.mobile_number} readOnly />
      {field('email', 'email')}
      <fieldset>
        <legend className="mb-1 font-medium">{t('complete.gender')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {genders.map((g) => (
            <label
              key={g}
              className={cx(
                'flex cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-3 py-3 ring-1 ring-slate-300 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:bg-slate-800 dark:ring-slate-600',
              )}
            >
              <input
                type="radio"
                name="profile-gender"
                value={g}
                checked={form.gender === g}
                onChange={() => setForm({ ...form, gender: g })}
                className="sr-only"
              />
              {t(`complete.${g.toLowerCase()}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <BirthDateField
        id="profile-dob"
        label={t('complete.date_of_birth')}
        placeholder={t('complete.pick_date')}
        value={form.date_of_birth}
        onChange={(iso) => setForm({ ...form, date_of_birth: iso })}
        invalid={false}
      />
      <Button type="submit" disabled={isUpdating} aria-busy={isUpdating}>
        {isUpdating ? t('complete.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
