import { useCallback, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { groupMobile, otpLength } from '@hajz/contracts/auth-rules';
import { Button } from '~/components/ui/button';
import { OtpInput } from '~/components/ui/otp-input';
import { formatNumber } from '~/lib/money';
import { track } from '~/lib/tracking';
import { useCountdown } from '~/lib/use-countdown';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { fetchDemoCode, sendOtp, verifyOtp } from '../api';
import { completeSignIn } from '../complete-sign-in';
import { useWizard } from '../store';

/** Spec §2 verify code: 4 boxes, +966 and the number, continue; plus resend with a countdown and the demo hint. */
export function VerifyCodeStep() {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { mobile, code, resendAt, set, go } = useWizard();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useCountdown(resendAt);
  // The demo's last code for this number, asked again after each resend (lib/use-server-state.ts).
  const loadDemoCode = useCallback(() => fetchDemoCode(mobile), [mobile]);
  const demoCode = useServerState<string | null>(loadDemoCode, `${mobile} ${resendAt}`).data;

  async function submit(value = code) {
    if (value.length !== otpLength || busy) {
      setError(t('errors.code_length'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await verifyOtp(locale, mobile, value, (errors) => setError(errors.otp?.[0] ?? null));
      if (data?.is_completed && data.token) {
        await completeSignIn(locale, data.token, 'login');
        return;
      }
      go('complete');
    } catch {
      set({ code: '' });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      const { data } = await sendOtp(locale, mobile);
      track({ event: 'send_otp', phone: `+966${mobile}` });
      set({ code: '', resendAt: Date.now() + (data?.resend_in ?? 60) * 1000 });
      setError(null);
    } catch {
      // The API client already showed why (cooldown, hourly cap).
    }
  }

  return (
    <form
      className="space-y-5 text-center"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Dialog.Title className="text-xl font-bold">{t('verify.title')}</Dialog.Title>
      <p className="text-slate-700 dark:text-slate-300">
        {t('verify.sent_to')}{' '}
        <bdi dir="ltr" className="font-semibold whitespace-nowrap">
          +966 {groupMobile(mobile)}
        </bdi>{' '}
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-100"
          onClick={() => go('send')}
        >
          {t('verify.change')}
        </button>
      </p>
      <OtpInput
        length={otpLength}
        value={code}
        onChange={(value) => set({ code: value })}
        onComplete={(value) => void submit(value)}
        label={t('verify.code_label')}
        invalid={!!error}
        disabled={busy}
      />
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      {demoCode && (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="demo-code"
        >
          {t('verify.demo_hint', { code: demoCode })}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? t('verify.checking') : t('verify.continue')}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {secondsLeft > 0 ? (
          t('verify.resend_in', { seconds: formatNumber(secondsLeft, locale) })
        ) : (
          <button
            type="button"
            className="font-semibold text-brand-700 underline dark:text-brand-100"
            onClick={() => void resend()}
          >
            {t('verify.resend')}
          </button>
        )}
      </p>
    </form>
  );
}
