import { useTranslation } from '~/lib/use-translation';
import { useRootData } from '~/lib/root-data';
import { LocalizedLink } from '../ui/localized-link';
import { useDialogs } from '~/lib/dialogs';
import { trackingConfigured } from '~/lib/tracking';

export function SiteFooter() {
  const { t } = useTranslation();
  const business = useRootData()?.business;
  const tracked = trackingConfigured(business?.tracking);
  return (
    <footer className="mt-16 border-t border-sand-200 bg-sand-100 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-300">
        <div>
          <p className="font-bold text-brand-700 dark:text-brand-100">{business?.name}</p>
          <p className="mt-1">{business?.tagline}</p>
        </div>
        <ul className="space-y-1">
          <li>
            <LocalizedLink to="/services" className="hover:underline">
              {t('nav.services')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/branches" className="hover:underline">
              {t('nav.branches')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/contact" className="hover:underline">
              {t('nav.contact')}
            </LocalizedLink>
          </li>
          {tracked && (
            <li>
              {/* Consent can be changed or withdrawn at any time, from every page (PDPL). */}
              <button
                type="button"
                data-testid="cookie-preferences"
                className="hover:underline"
                onClick={() => useDialogs.getState().open('consent-preferences')}
              >
                {t('consent:footer_link')}
              </button>
            </li>
          )}
        </ul>
        <div>
          {business && <p>{t('footer.vat', { number: business.vat_number })}</p>}
          <p className="mt-1">
            {t('footer.rights', { year: new Date().getFullYear(), name: business?.name ?? '' })}
          </p>
        </div>
      </div>
      {business?.demo && (
        <p
          role="note"
          data-testid="demo-notice"
          className="border-t border-sand-200 px-4 py-2 text-center text-xs text-slate-700 dark:border-slate-800 dark:text-slate-300"
        >
          {t('footer.demo')}
        </p>
      )}
    </footer>
  );
}
