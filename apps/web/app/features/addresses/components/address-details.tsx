import { useId, useRef, useState, type FormEvent } from 'react';
import type { Address } from '@hajz/contracts/addresses';
import type { DetectedAddress } from '@hajz/contracts/maps';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useSaveAddress } from '../hooks/use-save-address';

type Props = {
  address?: Address;
  detected: DetectedAddress | null;
  detecting: boolean;
  onSaved: (address: Address) => void;
};

/** The lower half of the form: the detected address, the name (required after trimming, spec §5) and save. */
export function AddressDetails({ address, detected, detecting, onSaved }: Props) {
  const { t } = useTranslation('addresses');
  const { locale } = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(address?.title ?? '');
  const [missing, setMissing] = useState(false);
  const { save, saving, errors } = useSaveAddress(
    locale,
    address,
    t(address ? 'form.update_failed' : 'form.create_failed'),
  );
  const titleErrors = [...(missing ? [t('form.name_required')] : []), ...(errors.title ?? [])];
  const placeErrors = Object.entries(errors)
    .filter(([field]) => field !== 'title')
    .flatMap(([, messages]) => messages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    if (!detected) return;
    const saved = await save(title, detected);
    if (saved) onSaved(saved);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 md:col-start-1">
      <div aria-live="polite" className="rounded-xl bg-sand-50 p-3 dark:bg-slate-800">
        <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">
          {t('form.detected')}
        </p>
        <p className="mt-1 text-sm" data-testid="detected-address">
          {detecting && !detected ? t('form.detecting') : (detected?.full_address ?? t('form.not_detected'))}
        </p>
        {placeErrors.map((message) => (
          <p key={message} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {message}
          </p>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-title`} className="mb-1 block font-semibold">
          {t('form.name_label')}
        </label>
        <input
          ref={input}
          id={`${id}-title`}
          value={title}
          maxLength={60}
          placeholder={t('form.name_placeholder')}
          aria-invalid={titleErrors.length > 0 || undefined}
          aria-describedby={titleErrors.length > 0 ? `${id}-title-error` : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
          className="w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-950"
        />
        {titleErrors.length > 0 && (
          <p id={`${id}-title-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {titleErrors.join(' ')}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={saving || !detected || detecting} aria-busy={saving}>
        {saving ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
