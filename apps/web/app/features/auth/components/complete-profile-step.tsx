import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { genders } from '@hajz/contracts/auth-rules';
import { Button } from '~/components/ui/button';
import { cx } from '~/lib/cx';
import { toast } from '~/lib/toast-store';
import { forgetInviteCode } from '~/lib/invite-code';
import { useLocale } from '~/lib/use-locale';
import { registerAccount } from '../api';
import { completeSignIn } from '../complete-sign-in';
import { useWizard, type ProfileDraft } from '../store';
import { BirthDateField } from '~/components/ui/birth-date-field';
import { MobileField } from '~/components/ui/mobile-field';

const required = ['first_name', 'last_name', 'gender', 'date_of_birth'] as const;

/** Spec §2/§5 complete profile: names, read-only phone, optional email, gender, date of birth; required ones go red. */
export function CompleteProfileStep() {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { mobile, code, draft, set } = useWizard();
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  // Offers and news: never ticked for the customer (PDPL art. 25, ADR 0068).
  const [marketing, setMarketing] = useState(false);
  const update = (patch: Partial<ProfileDraft>) => {
    set({ draft: { ...draft, ...patch } });
    // A field the customer just filled is no longer flagged.
    setMissing((m) => new Set([...m].filter((k) => !(k in patch))));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = new Set(required.filter((k) => draft[k].trim() === ''));
    setMissing(empty);
    if (empty.size > 0) {
      toast(t('errors.fill_required'), 'error');
      return;
    }
    setBusy(true);
    try {
      const { data } = await registerAccount(
        locale,
        { mobile, otp: code, draft, marketing },
        setServerErrors,
      );
      // The code was sent once: forget it whatever the answer, and say why when it was not taken.
      forgetInviteCode();
      if (data?.invitation && !data.invitation.accepted) toast(data.invitation.message, 'info');
      if (data) await completeSignIn(locale, data.token, 'registration', data.user.id);
    } catch {
      // Shown by the API client (toast) and inline below.
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (key: string) => (missing.has(key) ? t('errors.required') : serverErrors[key]?.[0]);
  const text = (key: 'first_name' | 'last_name' | 'email', type = 'text', autoComplete?: string) => {
    const error = fieldError(key);
    return (
      <div>
        <label htmlFor={`auth-${key}`} className="mb-1 block font-medium">
          {t(`complete.${key}`)}{' '}
          {key !== 'email' ? (
            <span aria-hidden="true">*</span>
          ) : (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
              {t('complete.optional')}
            </span>
          )}
        </label>
        <input
          id={`auth-${key}`}
          type={type}
          autoComplete={autoComplete}
          value={draft[key]}
          onChange={(event) => update({ [key]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `auth-${key}-error` : undefined}
          className={cx(
            'w-full rounded-xl bg-white px-3 py-3 ring-1 outline-none focus:ring-2 dark:bg-slate-800',
            error ? 'ring-2 ring-red-600' : 'ring-slate-300 focus:ring-brand-500 dark:ring-slate-600',
          )}
        />
        {error && (
          <p id={`auth-${key}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Dialog.Title className="text-xl font-bold">{t('complete.title')}</Dialog.Title>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', 'text', 'given-name')}
        {text('last_name', 'text', 'family-name')}
      </div>
      <MobileField id="auth-phone" label={t('send.mobile')} value={mobile} readOnly />
      {text('email', 'email', 'email')}
      <fieldset aria-invalid={missing.has('gender') || undefined}>
        <legend className="mb-1 font-medium">
          {t('complete.gender')} <span aria-hidden="true">*</span>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {genders.map((g) => (
            <label
              key={g}
              className={cx(
                'flex cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-3 py-3 ring-1 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:bg-slate-800',
                missing.has('gender') ? 'ring-2 ring-red-600' : 'ring-slate-300 dark:ring-slate-600',
              )}
            >
              <input
                type="radio"
                name="gender"
                value={g}
                checked={draft.gender === g}
                onChange={() => update({ gender: g })}
                className="sr-only"
              />
              {t(`complete.${g.toLowerCase()}`)}
            </label>
          ))}
        </div>
        {fieldError('gender') && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-300">{fieldError('gender')}</p>
        )}
      </fieldset>
      <BirthDateField
        id="auth-dob"
        required
        label={t('complete.date_of_birth')}
        placeholder={t('complete.pick_date')}
        value={draft.date_of_birth}
        onChange={(iso) => update({ date_of_birth: iso })}
        invalid={!!fieldError('date_of_birth')}
      />
      {fieldError('date_of_birth') && (
        <p className="text-sm text-red-700 dark:text-red-300">{fieldError('date_of_birth')}</p>
      )}
      <div className="flex items-start gap-3">
        <input
          id="auth-marketing"
          type="checkbox"
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
          aria-describedby="auth-marketing-hint"
          data-testid="signup-marketing"
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor="auth-marketing" className="font-medium">
            {t('complete.marketing')}
          </label>
          <p id="auth-marketing-hint" className="text-sm text-slate-600 dark:text-slate-300">
            {t('complete.marketing_hint')}
          </p>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? t('complete.saving') : t('complete.continue')}
      </Button>
    </form>
  );
}
