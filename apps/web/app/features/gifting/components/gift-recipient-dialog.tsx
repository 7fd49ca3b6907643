import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { cleanMobileInput } from '@hajz/contracts/auth-rules';
import { emptyGiftDraft, giftDraftReady, giftRules, type GiftDraft } from '@hajz/contracts/gifting-rules';
import { Button } from '~/components/ui/button';
import type { DialogProps } from '~/lib/dialogs';
import { track } from '~/lib/tracking';
import { formatNumber } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';

const fieldClass =
  'w-full rounded-xl bg-white px-3 py-3 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:bg-slate-800 dark:ring-slate-600';

export type GiftRecipientProps = {
  initial?: GiftDraft | null;
  /** The confirmed recipient (spec §3: kept in the cart params). */
  onConfirm: (gift: GiftDraft) => void;
};

/**
 * Spec §2/§5 gifted order form: first and last name (non-empty after trimming), a fixed +966 with a mobile of 9
 * digits (non-digits dropped as typed), optional email, gender and message; Confirm is disabled until the names
 * and number are valid. Confirming raises 'gift confirmed'; closing without confirming raises 'gift not
 * confirmed' (spec §4). Registered as 'gift-recipient'.
 */
export default function GiftRecipientDialog({ initial, onConfirm, close }: DialogProps<GiftRecipientProps>) {
  const { t } = useTranslation('gifting');
  const { locale } = useLocale();
  const validityDays = useRootData()?.business.gift_validity_days ?? 60;
  const [draft, setDraft] = useState<GiftDraft>({ ...emptyGiftDraft, ...initial });
  const confirmed = useRef(false);
  const ids = {
    first_name: useId(),
    last_name: useId(),
    mobile: useId(),
    hint: useId(),
    email: useId(),
    gender: useId(),
    message: useId(),
    language: useId(),
    openHint: useId(),
  };
  useEffect(
    () => () => {
      if (!confirmed.current) track({ event: 'gift_not_confirmed' });
    },
    [],
  );
  const set = (key: keyof GiftDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({
      ...d,
      [key]: key === 'mobile_number' ? cleanMobileInput(e.target.value) : e.target.value,
    }));
  const ready = giftDraftReady(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    confirmed.current = true;
    onConfirm({ ...draft, first_name: draft.first_name.trim(), last_name: draft.last_name.trim() });
    track({ event: 'gift_confirmed' });
    close();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('form.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-600 dark:text-slate-300">
        {t('form.intro')}
      </Dialog.Description>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {(['first_name', 'last_name'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={ids[key]} className="mb-1 block font-medium">
              {t(`form.${key}`)}
            </label>
            <input
              id={ids[key]}
              className={fieldClass}
              value={draft[key]}
              onChange={set(key)}
              maxLength={giftRules.maxNameLength}
              autoComplete="off"
              required
            />
          </div>
        ))}
      </div>
      <div className="mt-4">
        <label htmlFor={ids.mobile} className="mb-1 block font-medium">
          {t('form.mobile')}
        </label>
        <div
          dir="ltr"
          className="flex items-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-500 dark:bg-slate-800 dark:ring-slate-600"
        >
          <span className="border-e border-slate-300 px-3 py-3 font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200">
            +966
          </span>
          <input
            id={ids.mobile}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={giftRules.mobileDigits}
            placeholder="5XXXXXXXX"
            value={draft.mobile_number}
            onChange={set('mobile_number')}
            aria-describedby={ids.hint}
            required
            className="min-w-0 flex-1 bg-transparent px-3 py-3 text-lg tracking-wide outline-none"
          />
        </div>
        <p id={ids.hint} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('form.mobile_hint')}
        </p>
      </div>
      <div className="mt-4">
        <label htmlFor={ids.email} className="mb-1 block font-medium">
          {t('form.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          dir="ltr"
          className={fieldClass}
          value={draft.email}
          onChange={set('email')}
          maxLength={254}
          autoComplete="off"
        />
      </div>
      <Choices
        legend={t('form.gender')}
        name={ids.gender}
        options={[
          { value: 'Male', label: t('form.male') },
          { value: 'Female', label: t('form.female') },
        ]}
        value={draft.gender}
        onChange={(gender) => setDraft((d) => ({ ...d, gender }))}
      />
      <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-sand-50 p-3 dark:bg-slate-800">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0"
          checked={draft.open_time}
          onChange={(e) => setDraft((d) => ({ ...d, open_time: e.target.checked }))}
          aria-describedby={ids.openHint}
          data-testid="gift-open-time"
        />
        <span>
          <span className="font-medium">{t('form.open_time')}</span>
          <span id={ids.openHint} className="block text-sm text-slate-600 dark:text-slate-300">
            {t('form.open_time_hint', { days: formatNumber(validityDays, locale) })}
          </span>
        </span>
      </label>
      <Choices
        legend={t('form.language')}
        name={ids.language}
        options={(['ar', 'en'] as const).map((value) => ({
          value,
          label: t(`form.language_${value}`),
          lang: value,
        }))}
        value={draft.locale}
        onChange={(locale) => setDraft((d) => ({ ...d, locale }))}
      />
      <div className="mt-4">
        <label htmlFor={ids.message} className="mb-1 block font-medium">
          {t('form.message')}
        </label>
        <textarea
          id={ids.message}
          rows={3}
          className={fieldClass}
          value={draft.message}
          onChange={set('message')}
          maxLength={giftRules.maxMessageLength}
        />
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={close}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!ready} data-testid="gift-confirm">
          {t('form.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** One choice of a few, as a native radio group (one tab stop, arrow keys) shown as side-by-side pills. */
function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: V; label: string; lang?: string }[];
  value: V | '';
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            lang={option.lang}
            className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-3 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:bg-slate-800 dark:ring-slate-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
