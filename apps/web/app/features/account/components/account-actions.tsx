import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { useAuth } from '~/lib/auth-store';
import { openDialog } from '~/lib/dialogs';
import { localizePath } from '~/lib/locale';
import { useProfile } from '~/lib/profile-store';
import { useLocale } from '~/lib/use-locale';
import { signOut } from '../sign-out';

/** Sign out (here or everywhere) and delete the account behind a confirm dialog (spec §4 profile store). */
export function AccountActions() {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  return (
    <section aria-labelledby="account-actions" className="space-y-3">
      <h2 id="account-actions" className="text-lg font-bold">
        {t('profile.account')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void signOut(locale)}>
          {t('status.sign_out')}
        </Button>
        <Button variant="secondary" onClick={() => void signOut(locale, { everywhere: true })}>
          {t('profile.sign_out_everywhere')}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50 dark:text-red-300"
          onClick={() =>
            openDialog('confirm', {
              title: t('profile.delete_title'),
              message: t('profile.delete_message'),
              confirmLabel: t('profile.delete_confirm'),
              cancelLabel: t('profile.cancel'),
              danger: true,
              onConfirm: async () => {
                if (await useProfile.getState().remove(locale)) {
                  useAuth.getState().signOut();
                  // Let the success toast show before leaving (spec: toast, then /auth/login).
                  setTimeout(() => window.location.assign(localizePath('/auth/login', locale)), 1200);
                }
              },
            })
          }
        >
          {t('profile.delete')}
        </Button>
      </div>
    </section>
  );
}
