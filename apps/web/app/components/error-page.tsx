import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from './ui/localized-link';
import { buttonClass } from './ui/button';

/** "Page not found" (404) or the app's error page for anything else (spec §2, §8). */
export function ErrorPage({ kind }: { kind: 'not-found' | 'error' }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-20 text-center">
      <p className="text-6xl font-bold text-brand-700 dark:text-brand-100" aria-hidden="true">
        {kind === 'not-found' ? '404' : '!'}
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        {t(kind === 'not-found' ? 'errors.not_found' : 'errors.fatal')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t(kind === 'not-found' ? 'errors.not_found_hint' : 'errors.fatal_hint')}
      </p>
      <LocalizedLink to="/" className={buttonClass('primary', 'mt-6')}>
        {t('actions.back_home')}
      </LocalizedLink>
    </section>
  );
}
