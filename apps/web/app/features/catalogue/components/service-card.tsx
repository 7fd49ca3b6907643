import { useTranslation } from '~/lib/use-translation';
import type { Product } from '@hajz/contracts/catalogue';
import { openDialog } from '~/lib/dialogs';
import { Price } from '~/lib/price';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';

/** A service in a list; activating it opens the service show dialog. */
export function ServiceCard({ service, priority = false }: { service: Product; priority?: boolean }) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  return (
    <article className="relative flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
      <img
        src={service.image}
        alt=""
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        className="size-24 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <button
            type="button"
            className="text-start after:absolute after:inset-0 after:rounded-2xl"
            onClick={() => openDialog('service-show', { product: service })}
          >
            {service.name}
          </button>
        </h3>
        {service.duration !== null && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('services.duration', {
              count: service.duration,
              minutes: formatNumber(service.duration, locale),
            })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Price price={service.price} before={service.price_before_discount} className="whitespace-nowrap" />
          {service.discount_value > 0 && (
            <span className="whitespace-nowrap rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900">
              {t('services.save', { percent: formatNumber(service.discount_value, locale) })}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
