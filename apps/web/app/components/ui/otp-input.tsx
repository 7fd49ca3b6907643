import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { cx } from '~/lib/cx';

/**
 * Spec §5: a numeric code in boxes, one digit each, paste supported, `onComplete` when every box is filled.
 * One real input underneath (autocomplete="one-time-code" lets phones offer the SMS code).
 */
export function OtpInput({
  length,
  value,
  onChange,
  onComplete,
  label,
  invalid = false,
  disabled = false,
}: {
  length: number;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  label: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  return (
    <div dir="ltr" className="flex justify-center">
      <OTPInput
        maxLength={length}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        pattern={REGEXP_ONLY_DIGITS}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={label}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        autoFocus
        containerClassName="flex gap-3"
        render={({ slots }) => (
          <>
            {slots.map((slot, index) => (
              <div
                key={index}
                className={cx(
                  'flex size-14 items-center justify-center rounded-xl bg-white text-2xl font-semibold ring-1 dark:bg-slate-800',
                  invalid
                    ? 'ring-2 ring-red-600'
                    : slot.isActive
                      ? 'ring-2 ring-brand-500'
                      : 'ring-slate-300 dark:ring-slate-600',
                )}
              >
                {slot.char ??
                  (slot.hasFakeCaret ? (
                    <span className="h-7 w-px animate-pulse bg-slate-900 dark:bg-white" />
                  ) : null)}
              </div>
            ))}
          </>
        )}
      />
    </div>
  );
}
