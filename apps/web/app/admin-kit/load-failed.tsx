import { useTranslation } from '~/lib/use-translation';
import { LoadError } from '~/components/ui/load-error';

/** Why a back-office screen's data did not load (the server's words, else a generic line) with a retry; else nothing. */
export function LoadFailed({
  load,
  fallback,
  testId,
}: {
  load: { error: string | null | false; reload: () => Promise<void> };
  /** The screen's own words when the server gave none. */
  fallback?: string;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  if (load.error === false) return null;
  return (
    <LoadError
      message={load.error ?? fallback ?? t('load_failed')}
      retryLabel={t('retry')}
      onRetry={() => void load.reload()}
      testId={testId}
    />
  );
}
