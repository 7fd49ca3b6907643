import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from './ui/localized-link';
import { buttonClass } from './ui/button';

/** An honest placeholder for a page whose capability lands in a later release. */
export function ComingSoon({ page }: { page: string }) {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold">{t(`${page}.title`)}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="coming-soon">
        {t('coming_soon.text')}
      </p>
      <LocalizedLink to="/services" className={buttonClass('secondary', 'mt-6')}>
        {t('coming_soon.browse')}
      </LocalizedLink>
    </section>
  );
}
