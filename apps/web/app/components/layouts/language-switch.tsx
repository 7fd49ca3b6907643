import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { localizePath, writeLocaleCookie } from '~/lib/locale';
import { useAppSettings } from '~/lib/app-settings-store';
import { useLocale } from '~/lib/use-locale';
import { track } from '~/lib/tracking';

/** Switches language on the same page; the choice is remembered in the locale cookie for 365 days. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const other = locale === 'ar' ? 'en' : 'ar';
  const href = localizePath(location.pathname, other) + location.search + location.hash;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className="rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
      aria-label={t('language.switch_to')}
      onClick={async (event) => {
        event.preventDefault();
        writeLocaleCookie(other);
        track({ event: 'change_locale', locale: other });
        useAppSettings.getState().setLocale(other);
        await loadI18n(other);
        navigate(href, { preventScrollReset: true });
      }}
    >
      {t('language.other')}
    </a>
  );
}
