import { forwardRef, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { errorTextClass, fieldClass } from './field-class';

type Props = {
  label: string;
  labelClassName: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The error under the field (the input is then marked invalid and described by it), or null. */
  message: string | null;
  /** Beside the error: an action that goes with it (Remove for a refused promo code). */
  messageAction?: ReactNode;
  busy: boolean;
  testId: string;
  messageTestId?: string;
  dir?: 'ltr';
};

/**
 * A code typed into the cart (a promo code, a gift card number): label, field, Apply (Enter works), and the reason
 * it was refused inline under the field.
 */
export const CodeForm = forwardRef<HTMLInputElement, Props>(function CodeForm(
  {
    label,
    labelClassName,
    value,
    onChange,
    onSubmit,
    message,
    messageAction,
    busy,
    testId,
    messageTestId,
    dir,
  },
  ref,
) {
  const { t } = useTranslation('booking');
  const inputId = useId();
  const messageId = useId();
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={inputId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          dir={dir}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={message !== null || undefined}
          aria-describedby={message !== null ? messageId : undefined}
          className={fieldClass(message !== null)}
        />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('cart.applying') : t('cart.apply')}
        </Button>
      </div>
      {message !== null && (
        <div className="flex items-start justify-between gap-2">
          <p id={messageId} role="alert" className={errorTextClass} data-testid={messageTestId}>
            {message}
          </p>
          {messageAction}
        </div>
      )}
    </form>
  );
});
