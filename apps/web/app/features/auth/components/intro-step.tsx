import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { useWizard } from '../store';

/** Spec §2 intro: an image, "not a member", login or signup is required, Continue. */
export function IntroStep() {
  const { t } = useTranslation('auth');
  const go = useWizard((s) => s.go);
  return (
    <div className="text-center">
      <img src="/img/auth-intro.svg" alt="" width={320} height={200} className="mx-auto mb-4 h-40 w-auto" />
      <Dialog.Title className="text-xl font-bold">{t('intro.title')}</Dialog.Title>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('intro.text')}</p>
      <Button className="mt-6 w-full" onClick={() => go('send')} autoFocus>
        {t('intro.continue')}
      </Button>
    </div>
  );
}
