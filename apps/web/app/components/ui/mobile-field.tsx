import { cleanMobileInput, groupMobile } from '@hajz/contracts/auth-rules';
import { cx } from '~/lib/cx';

/** Spec §5: +966 then digits only, at most 9, shown as 2-4-3 groups (the field allows 11 characters). */
export function MobileField({
  id,
  label,
  value,
  onChange,
  error,
  readOnly = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange?: (digits: string) => void;
  error?: string | null;
  readOnly?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <div
        dir="ltr"
        className={cx(
          'flex items-center overflow-hidden rounded-xl bg-white ring-1 focus-within:ring-2 dark:bg-slate-800',
          error ? 'ring-red-600' : 'ring-slate-300 focus-within:ring-brand-500 dark:ring-slate-600',
        )}
      >
        <span className="border-e border-slate-300 px-3 py-3 font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200">
          +966
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="5X XXXX XXX"
          readOnly={readOnly}
          value={groupMobile(value)}
          onChange={(event) => onChange?.(cleanMobileInput(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-3 text-lg tracking-wide outline-none read-only:text-slate-600"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
