import { useTranslation } from '~/lib/use-translation';
import { Stepper } from '~/components/ui/stepper';
import { padCounter } from '~/lib/money';

/** Spec §2/§5 counter: − value +, shown zero-padded to 2 digits, minimum 1, no maximum by default. */
export function QuantityCounter({
  value,
  onChange,
  min = 1,
  max,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Stepper
      label={t('shop.quantity')}
      value={value}
      display={padCounter(value)}
      onChange={onChange}
      min={min}
      max={max}
      decreaseLabel={t('shop.decrease')}
      increaseLabel={t('shop.increase')}
    />
  );
}
