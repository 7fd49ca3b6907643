import { Button } from './button';

/** A list or page failed to load: why (already translated), and a Try again button. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <div
      role="alert"
      className="mb-4 rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      data-testid={testId}
    >
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
