/**
 * The seller's registration as ZATCA's documents carry it (issue 26 item 1): the commercial registration number and
 * the Saudi national address, checked here by the contract's BR-KSA rules and again by the server (audited). Open
 * while anything is missing (e-invoicing cannot be switched on without it), folded once complete.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  sellerRegistrationBody,
  type SellerRegistration,
  type SellerRegistrationBody,
} from '@hajz/contracts/admin-e-invoicing';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass, FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { StatusLine, type Said } from '~/admin-kit/status-line';
import { saveSeller } from '../api';
import { card } from './styles';

const ns = 'e-invoicing';
export const sellerSectionId = 'seller-registration';

const fields = [
  { name: 'cr_number', digits: 10 },
  { name: 'street' },
  { name: 'building_number', digits: 4 },
  { name: 'district' },
  { name: 'city' },
  { name: 'postal_code', digits: 5 },
] as const;

const toForm = (s: SellerRegistration): SellerRegistrationBody => ({
  cr_number: s.cr_number ?? '',
  street: s.street ?? '',
  building_number: s.building_number ?? '',
  district: s.district ?? '',
  city: s.city ?? '',
  postal_code: s.postal_code ?? '',
});

export function SellerRegistrationCard({
  seller,
  onSaved,
}: {
  seller: SellerRegistration;
  onSaved: (seller: SellerRegistration) => void;
}) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [said, setSaid] = useState<Said>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<SellerRegistrationBody>({
    resolver: zodResolver(sellerRegistrationBody),
    defaultValues: toForm(seller),
  });
  const submit = handleSubmit(async (values) => {
    setSaid(null);
    try {
      const { data, message } = await saveSeller(locale, values);
      reset(toForm(data.seller));
      setSaid({ kind: 'ok', text: message });
      onSaved(data.seller);
    } catch (error) {
      setSaid({ kind: 'error', text: applyServerErrors(error, setError).message ?? t(`${ns}:failed`) });
    }
  });
  return (
    <details
      id={sellerSectionId}
      open={!seller.complete || undefined}
      className={`mb-5 ${card}`}
      data-testid="seller-registration"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 text-lg font-bold">
        {t(`${ns}:seller.title`)}
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-medium ${
            seller.complete
              ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
          }`}
          data-testid="seller-complete"
        >
          {t(`${ns}:seller.${seller.complete ? 'complete' : 'incomplete'}`)}
        </span>
      </summary>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t(`${ns}:seller.hint`)}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t(`${ns}:seller.name`)}</dt>
          <dd className="font-medium" dir="auto">
            {seller.name}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t(`${ns}:seller.vat_number`)}</dt>
          <dd className="font-medium">
            <bdi dir="ltr">{seller.vat_number}</bdi>
          </dd>
        </div>
      </dl>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((field) => (
            <FormField
              key={field.name}
              ns={ns}
              label={t(`${ns}:seller.${field.name}`)}
              hint={'digits' in field ? t(`${ns}:seller.digits`, { count: field.digits }) : undefined}
              error={formState.errors[field.name]}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...register(field.name)}
                  {...('digits' in field
                    ? { inputMode: 'numeric' as const, dir: 'ltr', maxLength: field.digits }
                    : { dir: 'auto', maxLength: 127 })}
                  autoComplete="off"
                  className={adminInputClass}
                />
              )}
            </FormField>
          ))}
        </div>
        <StatusLine said={said} />
        <div>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t(`${ns}:seller.save`)}
          </Button>
        </div>
      </form>
    </details>
  );
}
