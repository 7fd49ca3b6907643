/**
 * The consent banner (issue 15, PDPL): a small fixed strip at the bottom, over the page (it takes no layout, so
 * nothing shifts), with "Reject all" as easy as "Accept all"; any choice closes it for good.
 */
import { Button } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useDialogs } from '~/lib/dialogs';
import { useTranslation } from '~/lib/use-translation';
import { useConsent } from '../consent-store';

const small = 'min-h-10 px-3 py-1.5 text-sm';

/** `ready`: hydrated and the stored choice read (the server paints the banner before; tests wait for it). */
export default function ConsentBanner({ version, ready = true }: { version: string; ready?: boolean }) {
  const { t } = useTranslation('consent');
  const choose = (all: boolean) =>
    void useConsent.getState().choose({ analytics: all, marketing: all }, 'banner', version);
  return (
    <section
      aria-label={t('banner.label')}
      data-testid="consent-banner"
      data-ready={ready || undefined}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white px-3 py-2 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 md:flex-row md:items-center">
        <p className="flex-1 text-xs leading-snug text-slate-700 md:text-sm dark:text-slate-300">
          {t('banner.text')}{' '}
          <LocalizedLink to="/privacy" className="font-semibold underline">
            {t('banner.privacy')}
          </LocalizedLink>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="ghost"
            className={small}
            onClick={() => useDialogs.getState().open('consent-preferences')}
          >
            {t('banner.preferences')}
          </Button>
          <Button className={small} onClick={() => choose(false)}>
            {t('banner.reject')}
          </Button>
          <Button className={small} onClick={() => choose(true)}>
            {t('banner.accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}
