import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { CustomerClass, MyLoyalty } from '@hajz/contracts/loyalty';
import type { Locale } from '@hajz/contracts/locale';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { useAuth } from '~/lib/auth-store';
import { cx } from '~/lib/cx';
import type { DialogProps } from '~/lib/dialogs';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useLoyalty } from '../use-loyalty';

/** Shown for a class without an image, or when its image fails to load. */
export const defaultClassImage = '/img/loyalty-class.svg';

/**
 * Spec §2 "Loyalty info", registered as 'loyalty-info': title, the two intro lines, then a scrollable list of the
 * customer classes (image or the default one, name, description, details behind read more / show less). Signed in,
 * the customer's own class and what is left to the next one come first.
 */
export default function LoyaltyInfoDialog({ close }: DialogProps) {
  const { t } = useTranslation('loyalty');
  const { locale } = useLocale();
  const signedIn = useAuth((s) => !!s.token);
  const { classes, mine, isLoading, error, retry } = useLoyalty(locale, signedIn);
  return (
    <div aria-busy={isLoading || undefined} data-testid="loyalty-info">
      <Dialog.Title className="pe-10 text-xl font-bold">{t('info.title')}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-1 space-y-1 text-slate-700 dark:text-slate-300">
          <p>{t('info.intro_upgrade')}</p>
          <p>{t('info.intro_more')}</p>
        </div>
      </Dialog.Description>
      {mine && <CurrentClass mine={mine} locale={locale} />}
      <div className="mt-4">
        {error && !isLoading && (
          <div role="alert" className="py-4 text-center">
            <p>{error.key ? t(error.key) : error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={retry}>
              {t('info.retry')}
            </Button>
          </div>
        )}
        {!classes && isLoading && (
          <div role="status" aria-label={t('info.loading')} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        )}
        {classes && classes.length === 0 && (
          <p className="py-6 text-center" data-testid="loyalty-empty">
            {t('info.empty')}
          </p>
        )}
        {classes && classes.length > 0 && (
          <ul
            className="max-h-[55vh] space-y-3 overflow-y-auto pe-1"
            data-testid="loyalty-classes"
            aria-label={t('info.classes')}
          >
            {classes.map((c) => (
              <ClassItem key={c.id} item={c} current={mine?.class?.id === c.id} />
            ))}
          </ul>
        )}
      </div>
      <Button variant="secondary" className="mt-6 w-full" onClick={close}>
        {t('info.close')}
      </Button>
    </div>
  );
}

function CurrentClass({ mine, locale }: { mine: MyLoyalty; locale: Locale }) {
  const { t } = useTranslation('loyalty');
  return (
    <div className="mt-4 rounded-2xl bg-brand-50 p-3 dark:bg-slate-800" data-testid="loyalty-current">
      {mine.class && (
        <p className="font-bold" data-testid="loyalty-current-class">
          {t('info.current', { name: mine.class.name })}
        </p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="loyalty-next">
        {mine.next_class
          ? t('info.to_next', {
              amount: formatMoney(mine.amount_to_next, locale),
              name: mine.next_class.name,
            })
          : t('info.top')}
      </p>
    </div>
  );
}

function ClassItem({ item, current }: { item: CustomerClass; current: boolean }) {
  const { t } = useTranslation('loyalty');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const detailsId = useId();
  return (
    <li
      className={cx(
        'flex gap-3 rounded-2xl p-3 ring-1 ring-sand-200 dark:ring-slate-700',
        current && 'ring-2 ring-brand-700',
      )}
      data-testid="loyalty-class"
      aria-current={current || undefined}
    >
      <img
        src={item.image && !failed ? item.image : defaultClassImage}
        alt=""
        data-testid="loyalty-class-image"
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-xl object-cover"
        loading="lazy"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold">{item.name}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
        {item.details && (
          <>
            <p
              id={detailsId}
              data-testid="loyalty-class-details"
              className={cx('mt-2 text-sm whitespace-pre-line', !open && 'line-clamp-2')}
            >
              {item.details}
            </p>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((o) => !o)}
              className="mt-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              {open ? t('info.show_less') : t('info.read_more')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
