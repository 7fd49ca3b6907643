import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import type { ProductSize } from '../size-price';

type Props = { sizes: readonly ProductSize[]; value: string; onChange: (size: string) => void };

/** "30ml" → 30; sizes come from the contracts, so this is only for display. */
const millilitres = (size: string) => Number.parseInt(size, 10);

/**
 * Spec §2 sizes as a native radio group: one tab stop, arrow keys move the choice, the legend labels it.
 * The inputs are visually hidden; their pill labels show the checked and focused states.
 */
export function SizePicker({ sizes, value, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  const name = useId();
  return (
    <fieldset>
      <legend className="font-semibold">{t('shop.size')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map(({ size }) => (
          <label
            key={size}
            className="inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-full bg-white px-4 py-2 font-medium text-slate-800 ring-1 ring-sand-200 transition-colors hover:ring-brand-500 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:has-checked:bg-brand-100 dark:has-checked:text-brand-900"
          >
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="sr-only"
            />
            {t('shop.size_ml', { amount: formatNumber(millilitres(size), locale) })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
