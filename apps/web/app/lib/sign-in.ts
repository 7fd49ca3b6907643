import { openDialog, useDialogs } from './dialogs';

export type SignInOptions = { step?: 'intro' | 'send'; redirectTo?: string | null };

/** Opens the sign-in wizard (spec §4: a guarded action opens it at the intro step). */
export function openSignIn({ step = 'intro', redirectTo = null }: SignInOptions = {}) {
  if (useDialogs.getState().stack.some((d) => d.name === 'auth')) return;
  openDialog('auth', { step, redirectTo });
}
