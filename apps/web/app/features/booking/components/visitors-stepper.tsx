import { useTranslation } from '~/lib/use-translation';
import { maxVisitors } from '@hajz/contracts/booking-rules';
import { Stepper } from '~/components/ui/stepper';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';

/**
 * How many people come at once (1 to 5): each needs their own free therapist or room, so the free times
 * follow this number.
 */
export function VisitorsStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  return (
    <Stepper
      label={t('appointment.visitors')}
      hint={t('appointment.visitors_hint')}
      value={value}
      display={formatNumber(value, locale)}
      onChange={onChange}
      min={1}
      max={maxVisitors}
      decreaseLabel={t('appointment.fewer')}
      increaseLabel={t('appointment.more')}
    />
  );
}
