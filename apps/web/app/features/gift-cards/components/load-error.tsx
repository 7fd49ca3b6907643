import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { VouchersError } from '../use-vouchers';

/** The list failed to load: why, and Try again. */
export function LoadError({ error, onRetry }: { error: VouchersError; onRetry: () => void }) {
  const { t } = useTranslation('giftcards');
  return (
    <div
      role="alert"
      className="mb-4 rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      data-testid="gift-cards-error"
    >
      <p>{error.key ? t(error.key) : error.message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </div>
  );
}
