import { useEffect, useId, useRef, useState } from 'react';
import { ticketRules } from '@hajz/contracts/ticket-rules';
import { useTranslation } from '~/lib/use-translation';
import { Button } from './ui/button';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * One picture to send with a message (a support ticket's, issue 16 item 7): a keyboard-reachable file picker, the
 * type and size checked before sending (the server checks again, by the bytes), a preview and a way to remove it.
 */
export function ImageAttach({
  file,
  onFile,
  disabled = false,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  useEffect(() => {
    // A sent message clears its picture: the picker may choose the same file again.
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:border-brand-100 dark:text-brand-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <path d="M21 12.5 12.5 21a5 5 0 0 1-7-7L14 5.5a3.5 3.5 0 0 1 5 5L10.5 19a2 2 0 0 1-3-3L15 8.5" />
          </svg>
          {t('image_attach.label')}
          <input
            ref={input}
            id={id}
            type="file"
            accept={accepted.join(',')}
            disabled={disabled}
            className="sr-only"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            data-testid="image-attach"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && !accepted.includes(chosen.type)) {
                event.target.value = '';
                return setError(t('image_attach.type'));
              }
              if (chosen && chosen.size > ticketRules.imageMaxBytes) {
                event.target.value = '';
                return setError(t('image_attach.too_large'));
              }
              setError(null);
              onFile(chosen);
            }}
          />
        </label>
        <span id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {t('image_attach.hint')}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {preview && file && (
        <div className="mt-3 flex items-center gap-3">
          <img
            src={preview}
            alt={t('image_attach.preview')}
            className="size-16 rounded-xl object-cover ring-1 ring-sand-200"
          />
          <span className="min-w-0 truncate text-sm">{file.name}</span>
          <Button variant="ghost" disabled={disabled} onClick={() => onFile(null)}>
            {t('image_attach.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}
