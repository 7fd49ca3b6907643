import type { Locale } from '@hajz/contracts/locale';
import { useAuth } from '~/lib/auth-store';
import { useDialogs } from '~/lib/dialogs';
import { localizePath } from '~/lib/locale';
import { track } from '~/lib/tracking';
import { useProfile } from '~/lib/profile-store';
import { useWizard } from './store';

/**
 * Spec §4: save the token, fetch the profile, close the dialog, reload — to the page the customer was
 * going to when a guard sent them here, else home.
 */
export async function completeSignIn(
  locale: Locale,
  token: string,
  kind: 'login' | 'registration',
  userId?: number,
) {
  useAuth.getState().signIn(token);
  if (kind === 'login') track({ event: 'login', method: 'otp' });
  else track({ event: 'registration', user_id: userId });
  await useProfile.getState().fetch(locale);
  const target = useWizard.getState().redirectTo ?? '/';
  useDialogs.getState().closeAll();
  window.location.assign(localizePath(target, locale));
}
