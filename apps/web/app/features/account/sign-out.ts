import type { Locale } from '@hajz/contracts/locale';
import { useAuth } from '~/lib/auth-store';
import { browserApi } from '~/lib/browser-api';
import { localizePath } from '~/lib/locale';
import { useProfile } from '~/lib/profile-store';

/** Spec §4 logout: clear token and user, reload the home page. `everywhere` also revokes every other session. */
export async function signOut(locale: Locale, { everywhere = false } = {}) {
  try {
    await browserApi(locale, { quiet: true }).request('/account/logout', {
      method: 'POST',
      body: { everywhere },
    });
  } catch {
    // Signing out locally must work even offline or with an already revoked token.
  }
  useAuth.getState().signOut();
  useProfile.getState().clear();
  window.location.assign(localizePath('/', locale));
}
