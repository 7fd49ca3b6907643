import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { DialogProps } from '~/lib/dialogs';
import type { SignInOptions } from '~/lib/sign-in';
import { useWizard, type AuthStep } from '../store';
import { CompleteProfileStep } from './complete-profile-step';
import { IntroStep } from './intro-step';
import { SendCodeStep } from './send-code-step';
import { VerifyCodeStep } from './verify-code-step';

const previous: Partial<Record<AuthStep, AuthStep>> = { send: 'intro', verify: 'send', complete: 'verify' };

/** Spec §2 auth wizard: intro → send code → verify code → complete profile; back keeps what was typed. */
export default function AuthDialog({
  step: firstStep = 'intro',
  redirectTo = null,
}: DialogProps<SignInOptions>) {
  const { t } = useTranslation('auth');
  // A fresh wizard each time it opens, at the step and with the destination the opener asked for.
  useState(() => useWizard.getState().reset(firstStep, redirectTo));
  const { step, go } = useWizard();
  const back = previous[step];
  return (
    <div>
      {back && (
        <button
          type="button"
          onClick={() => go(back)}
          className="-mt-1 mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-100"
        >
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          {t('back')}
        </button>
      )}
      {step === 'intro' && <IntroStep />}
      {step === 'send' && <SendCodeStep />}
      {step === 'verify' && <VerifyCodeStep />}
      {step === 'complete' && <CompleteProfileStep />}
    </div>
  );
}
