import { useId, useRef, useState, type FormEvent } from 'react';
import { ticketRules } from '@hajz/contracts/ticket-rules';
import { useTranslation } from '~/lib/use-translation';
import { Button } from './ui/button';
import { ImageAttach } from './image-attach';
import { toast } from '~/lib/toast-store';
import { errorsOf, type FieldErrors } from '~/lib/field-errors';

/**
 * A support ticket's reply (issue 16 item 7; the customer's and the desk's) with an optional picture. `send` receives the form (message, image) and throws the API's error: its
 * per-field messages show under the fields, anything else as a toast. Ctrl/⌘+Enter sends.
 */
export function ReplyBox({
  label,
  hint,
  sendLabel,
  sendingLabel,
  failedText,
  send,
}: {
  label: string;
  hint?: string;
  sendLabel: string;
  sendingLabel: string;
  failedText: string;
  send: (form: FormData) => Promise<void>;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    if (!text.trim() && !file) return setErrors({ message: t('reply.empty') });
    busy.current = true;
    setSending(true);
    setErrors({});
    const form = new FormData();
    form.set('message', text.trim());
    if (file) form.set('image', file);
    try {
      await send(form);
      setText('');
      setFile(null);
    } catch (error) {
      const { fields, message } = errorsOf(error, failedText);
      setErrors(fields);
      if (message) toast(message, 'error');
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const describedBy = [hint ? `${id}-hint` : '', errors.message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-3" data-testid="reply-form">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        value={text}
        rows={3}
        maxLength={ticketRules.messageMax}
        disabled={sending}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
        className="w-full rounded-xl border border-slate-400 bg-white p-3 dark:border-slate-600 dark:bg-slate-900"
      />
      {errors.message && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {errors.message}
        </p>
      )}
      <ImageAttach file={file} onFile={setFile} disabled={sending} />
      {errors.image && <p className="text-sm text-red-700 dark:text-red-300">{errors.image}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? sendingLabel : sendLabel}
        </Button>
      </div>
    </form>
  );
}
