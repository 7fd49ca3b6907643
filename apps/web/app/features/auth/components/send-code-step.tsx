import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { nationalMobileLength } from '@hajz/contracts/auth-rules';
import { Button } from '~/components/ui/button';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { toast, useToasts } from '~/lib/toast-store';
import { track } from '~/lib/tracking';
import { useLocale } from '~/lib/use-locale';
import { ApiError } from '~/lib/api-client';
import { sendOtp } from '../api';
import { useWizard } from '../store';
import { MobileField } from '~/components/ui/mobile-field';

/** Spec §2 send code: +966 mobile, terms checkbox (links open in an iframe dialog), continue, continue as guest. */
export function SendCodeStep() {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { mobile, acceptTerms, set, go } = useWizard();
  // What is wrong with the number and why: a local check's error clears as soon as the number passes it.
  const [error, setError] = useState<{ text: string; kind: 'empty' | 'length' | 'server' } | null>(null);
  const [busy, setBusy] = useState(false);
  // The toast a problem raised goes as soon as that problem is fixed, not 5 s later over the next step.
  const problemToasts = useRef<{ mobile?: string; terms?: string }>({});
  const fixed = (problem: 'mobile' | 'terms') => {
    const id = problemToasts.current[problem];
    if (id) useToasts.getState().dismiss(id);
    delete problemToasts.current[problem];
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!mobile) {
      setError({ text: t('errors.error_enter_mobile'), kind: 'empty' });
      problemToasts.current.mobile = toast(t('errors.error_enter_mobile'), 'error');
      return;
    }
    if (mobile.length !== nationalMobileLength) {
      setError({ text: t('errors.mobile_length'), kind: 'length' });
      return;
    }
    if (!acceptTerms) {
      problemToasts.current.terms = toast(t('errors.error_accept_terms'), 'error');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { data } = await sendOtp(locale, mobile, (errors) => {
        const text = errors.mobile_number?.[0];
        setError(text ? { text, kind: 'server' } : null);
      });
      track({ event: 'send_otp', phone: `+966${mobile}` });
      set({ code: '', resendAt: Date.now() + (data?.resend_in ?? 60) * 1000, sentTo: mobile });
      go('verify');
    } catch (e) {
      // A code sent a moment ago to the same number is still valid: go on and type it.
      if (e instanceof ApiError && e.status === 429 && useWizard.getState().sentTo === mobile) go('verify');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Dialog.Title className="text-xl font-bold">{t('send.title')}</Dialog.Title>
      <p className="text-slate-700 dark:text-slate-300">{t('send.text')}</p>
      <MobileField
        id="auth-mobile"
        label={t('send.mobile')}
        value={mobile}
        onChange={(digits) => {
          set({ mobile: digits });
          if (digits) fixed('mobile');
          if (error && (error.kind !== 'length' || digits.length === nationalMobileLength)) setError(null);
        }}
        error={error?.text}
      />
      <div className="flex items-start gap-3">
        <input
          id="auth-terms"
          type="checkbox"
          checked={acceptTerms}
          onChange={(event) => {
            set({ acceptTerms: event.target.checked });
            if (event.target.checked) fixed('terms');
          }}
          className="mt-1 size-5 accent-brand-700"
        />
        <label htmlFor="auth-terms" className="text-sm text-slate-700 dark:text-slate-300">
          {t('send.terms_before')}{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline dark:text-brand-100"
            onClick={() => openDialog('legal', { page: 'terms' })}
          >
            {t('send.terms')}
          </button>{' '}
          {t('send.and')}{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline dark:text-brand-100"
            onClick={() => openDialog('legal', { page: 'privacy' })}
          >
            {t('send.privacy')}
          </button>
        </label>
      </div>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? t('send.sending') : t('send.continue')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => useDialogs.getState().closeAll()}>
        {t('send.guest')}
      </Button>
    </form>
  );
}
