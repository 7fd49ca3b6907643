/** A screen's answer to the last write: the server's message, polite for success, an alert for a failure. */
export type Said = { kind: 'ok' | 'error'; text: string } | null;

export function StatusLine({ said }: { said: Said }) {
  return (
    <div aria-live="polite" className="mb-3 min-h-6" data-testid="status-line">
      {said && (
        <p
          role={said.kind === 'error' ? 'alert' : 'status'}
          className={
            said.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-green-800 dark:text-green-300'
          }
        >
          {said.text}
        </p>
      )}
    </div>
  );
}
