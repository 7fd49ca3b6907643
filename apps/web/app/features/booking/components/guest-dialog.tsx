import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { guestLimits } from '@hajz/contracts/cart-rules';
import { Button } from '~/components/ui/button';
import { cx } from '~/lib/cx';
import type { DialogProps } from '~/lib/dialogs';
import { replaceDialog } from '~/lib/dialog-flow';
import { trimGuest, validateGuest, type GuestErrors } from '../guest';
import { useBooking, type AppointmentStart, type Guest } from '../store';

const fieldClass = (invalid: boolean) =>
  cx(
    'w-full rounded-xl bg-white px-3 py-3 ring-1 dark:bg-slate-800',
    invalid ? 'ring-2 ring-red-600' : 'ring-slate-300 dark:ring-slate-600',
  );

/**
 * Spec §2 service guest: who the booking is for (name, phone, a note) and an add button. The values go with
 * the cart request; Add and Back both return to the appointment dialog with its choices kept.
 * Registered as 'service-guest'.
 */
export default function GuestDialog({ back }: DialogProps<{ back: AppointmentStart }>) {
  const { t } = useTranslation('booking');
  const ids = { name: useId(), phone: useId(), note: useId(), error: useId() };
  const [guest, setGuest] = useState<Guest>(
    () => useBooking.getState().guest ?? { name: '', phone: '', note: '' },
  );
  const [errors, setErrors] = useState<GuestErrors>({});
  const returnToAppointment = () => replaceDialog('service-appointment', back);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGuest(guest);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(ids[Object.keys(found)[0] as keyof Guest])?.focus();
      return;
    }
    useBooking.getState().setGuest(trimGuest(guest));
    returnToAppointment();
  };

  const field = (key: keyof Guest) => ({
    id: ids[key],
    value: guest[key],
    'aria-invalid': !!errors[key] || undefined,
    'aria-describedby': errors[key] ? `${ids[key]}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setGuest((g) => ({ ...g, [key]: e.target.value })),
    className: fieldClass(!!errors[key]),
  });
  const error = (key: keyof Guest) =>
    errors[key] && (
      <p id={`${ids[key]}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {t(`guest.errors.${errors[key]}`, { max: key === 'note' ? guestLimits.note : guestLimits.name })}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('guest.title')}</Dialog.Title>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('guest.intro')}</p>
      <div className="mt-5 space-y-4">
        <div>
          <label htmlFor={ids.name} className="mb-1 block font-medium">
            {t('guest.name')} <span aria-hidden="true">*</span>
          </label>
          <input {...field('name')} autoComplete="off" required maxLength={guestLimits.name} />
          {error('name')}
        </div>
        <div>
          <label htmlFor={ids.phone} className="mb-1 block font-medium">
            {t('guest.phone')}{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
              {t('guest.optional')}
            </span>
          </label>
          <input
            {...field('phone')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="off"
            maxLength={20}
            placeholder="+966 5X XXX XXXX"
          />
          {error('phone')}
        </div>
        <div>
          <label htmlFor={ids.note} className="mb-1 block font-medium">
            {t('guest.note')}{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
              {t('guest.optional')}
            </span>
          </label>
          <textarea {...field('note')} rows={3} maxLength={guestLimits.note} />
          {error('note')}
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={returnToAppointment}>
          {t('guest.back')}
        </Button>
        <Button type="submit">{t('guest.add')}</Button>
      </div>
    </form>
  );
}
