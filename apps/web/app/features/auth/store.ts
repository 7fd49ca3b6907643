import { create } from 'zustand';
import type { Gender } from '@hajz/contracts/auth';

export type AuthStep = 'intro' | 'send' | 'verify' | 'complete';

export type ProfileDraft = {
  first_name: string;
  last_name: string;
  email: string;
  gender: Gender | '';
  date_of_birth: string;
};
const emptyDraft: ProfileDraft = { first_name: '', last_name: '', email: '', gender: '', date_of_birth: '' };

/**
 * The sign-in wizard's state (spec §2 auth wizard). It outlives each step so going back keeps what was typed.
 */
type WizardState = {
  step: AuthStep;
  /** National digits only, at most 9. */
  mobile: string;
  acceptTerms: boolean;
  code: string;
  draft: ProfileDraft;
  /** Epoch ms when a new code may be requested. */
  resendAt: number;
  /** The number the last code went to. */
  sentTo: string | null;
  /** Where to land after signing in (a guarded page); home when null. */
  redirectTo: string | null;
  go(step: AuthStep): void;
  set(patch: Partial<Omit<WizardState, 'go' | 'set' | 'reset'>>): void;
  reset(step?: AuthStep, redirectTo?: string | null): void;
};

export const useWizard = create<WizardState>()((set) => ({
  step: 'intro',
  mobile: '',
  acceptTerms: false,
  code: '',
  draft: emptyDraft,
  resendAt: 0,
  sentTo: null,
  redirectTo: null,
  go: (step) => set({ step }),
  set: (patch) => set(patch),
  reset: (step = 'intro', redirectTo = null) =>
    set({
      step,
      code: '',
      draft: emptyDraft,
      redirectTo,
      mobile: '',
      acceptTerms: false,
      resendAt: 0,
      sentTo: null,
    }),
}));
