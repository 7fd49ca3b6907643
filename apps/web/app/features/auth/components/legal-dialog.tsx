import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { DialogProps } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';

/** Spec §2: the terms and privacy pages shown in an iframe dialog over the wizard. */
export default function LegalDialog({ page }: DialogProps<{ page: 'terms' | 'privacy' }>) {
  const { t } = useTranslation('pages');
  const { to } = useLocale();
  return (
    <div>
      <Dialog.Title className="mb-3 pe-10 text-lg font-bold">{t(`${page}.title`)}</Dialog.Title>
      <iframe
        src={to(`/${page}`)}
        title={t(`${page}.title`)}
        className="h-[60dvh] w-full rounded-xl border border-sand-200 bg-white"
      />
    </div>
  );
}
