import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AdminGiftCard, AdminGiftCardDetails } from '@hajz/contracts/admin-gift-cards';
import { sarToHalalas } from '@hajz/contracts/sar-input';
import { Button } from '~/components/ui/button';
import { openDialog } from '~/lib/dialogs';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass, FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { adjustGiftCard, voidGiftCard } from '../api';
import { reason } from '../form-values';

const box = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
type Done = (data: AdminGiftCardDetails, message: string) => void;

const adjustSchema = z.object({
  direction: z.enum(['add', 'take']),
  amount: z
    .string()
    .trim()
    .refine((v) => (sarToHalalas(v) ?? 0) > 0, { message: 'money:form.amount_positive' }),
  reason,
});
type AdjustValues = z.infer<typeof adjustSchema>;

/** Adds or takes off value: a ledger entry with the reason (never an edited balance), retried safely. */
export function AdjustGiftCardForm({ card, onDone }: { card: AdminGiftCard; onDone: Done }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per adjustment typed: a retry of the same submit is the same ledger entry.
  const key = useRef(crypto.randomUUID());
  const { register, handleSubmit, formState, setError, reset } = useForm<AdjustValues>({
    resolver: zodResolver(adjustSchema),
    defaultValues: { direction: 'add', amount: '', reason: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    const amount = sarToHalalas(v.amount)! * (v.direction === 'take' ? -1 : 1);
    try {
      const { data, message } = await adjustGiftCard(
        locale,
        card.id,
        { amount, reason: v.reason },
        key.current,
      );
      key.current = crypto.randomUUID();
      reset();
      onDone(data, message);
    } catch (error) {
      setFailure(applyServerErrors(error, setError).message ?? t('money:failed'));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="adjust-title" className={box}>
      <h2 id="adjust-title" className="mb-3 text-lg font-bold">
        {t('money:cards.adjust_title')}
      </h2>
      <fieldset className="mb-3">
        <legend className="text-sm font-medium">{t('money:cards.direction')}</legend>
        <div className="flex flex-wrap gap-x-5">
          {(['add', 'take'] as const).map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={d} {...register('direction')} className="size-5" />
              {t(`money:cards.direction_${d}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3">
        <FormField label={t('money:cards.amount')} error={errors.amount} hint={t('money:sar_hint')}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('amount')}
              inputMode="decimal"
              dir="ltr"
              className={adminInputClass}
            />
          )}
        </FormField>
        <FormField label={t('money:reason')} error={errors.reason}>
          {(a11y) => (
            <textarea {...a11y} {...register('reason')} rows={2} dir="auto" className={adminInputClass} />
          )}
        </FormField>
      </div>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <Button type="submit" className="mt-4" disabled={formState.isSubmitting}>
        {t('money:cards.adjust')}
      </Button>
    </form>
  );
}

const voidSchema = z.object({ reason });

/** Voids the card: what is left is taken off as a ledger entry with the reason; it cannot be used again. */
export function VoidGiftCardForm({ card, onDone }: { card: AdminGiftCard; onDone: Done }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<{ reason: string }>({
    resolver: zodResolver(voidSchema),
    defaultValues: { reason: '' },
  });
  const send = async (v: { reason: string }) => {
    setFailure(null);
    try {
      const { data, message } = await voidGiftCard(locale, card.id, v);
      onDone(data, message);
    } catch (error) {
      setFailure(applyServerErrors(error, setError).message ?? t('money:failed'));
    }
  };
  // Voiding cannot be undone: said once more, with what will be lost, before it is sent.
  const submit = handleSubmit((v) =>
    openDialog('confirm', {
      title: t('money:cards.void_confirm_title', { serial: card.serial_number }),
      message: t('money:cards.void_confirm', { amount: formatMoney(card.balance, locale) }),
      confirmLabel: t('money:cards.void'),
      cancelLabel: t('money:cancel'),
      danger: true,
      onConfirm: () => send(v),
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="void-title" className={box}>
      <h2 id="void-title" className="mb-1 text-lg font-bold">
        {t('money:cards.void_title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('money:cards.void_text')}</p>
      <FormField label={t('money:reason')} error={formState.errors.reason}>
        {(a11y) => (
          <textarea {...a11y} {...register('reason')} rows={2} dir="auto" className={adminInputClass} />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <Button type="submit" variant="danger" className="mt-4" disabled={formState.isSubmitting}>
        {t('money:cards.void')}
      </Button>
    </form>
  );
}
