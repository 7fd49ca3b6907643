import { useTranslation } from '~/lib/use-translation';
import { LoadError as SharedLoadError } from '~/components/ui/load-error';
import type { VouchersError } from '../use-vouchers';

/** The list failed to load: why, and Try again. */
export function LoadError({ error, onRetry }: { error: VouchersError; onRetry: () => void }) {
  const { t } = useTranslation('giftcards');
  return (
    <SharedLoadError
      message={error.key ? t(error.key) : error.message}
      retryLabel={t('page.retry')}
      onRetry={onRetry}
      testId="gift-cards-error"
    />
  );
}
