import { useState } from 'react';
import type {
  CalendarResource,
  CalendarService,
  DeskPaymentMethod,
  DeskCustomerResponse,
} from '@hajz/contracts/desk';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { createDeskBooking, findCustomer } from '../api';
import { isoOf } from '~/admin-kit/zoned';
import { fieldClass, labelClass } from '~/admin-kit/form-styles';
import { AdminDialog } from '~/admin-kit/admin-dialog';

type Customer = NonNullable<DeskCustomerResponse['customer']>;

/**
 * A walk-in or phone booking: the mobile finds the customer (or asks a new one's name), then the service, who
 * performs it, the time and how it is paid at the desk. The server prices and confirms it like a customer's order.
 */
export function NewBookingDialog({
  resources,
  services,
  date: initialDate,
  offset,
  onBooked,
  onClose,
}: {
  resources: CalendarResource[];
  services: CalendarService[];
  date: string;
  offset: string;
  onBooked: (orderNumber: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk');
  const { locale } = useLocale();
  const [mobile, setMobile] = useState('');
  const [customer, setCustomer] = useState<Customer | null | undefined>(undefined);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [service, setService] = useState<number | ''>('');
  const [resource, setResource] = useState<number | ''>('');
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState('');
  const [payment, setPayment] = useState<DeskPaymentMethod>('cash');
  const [outside, setOutside] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const name = (r: { name_en: string; name_ar: string }) => (locale === 'ar' ? r.name_ar : r.name_en);
  const able = resources.filter((r) => service === '' || r.service_ids.includes(service));
  const reason = (e: unknown) =>
    e instanceof ApiError
      ? [e.envelope.message, ...Object.values(e.envelope.errors ?? {}).flat()].filter(Boolean).join(' ')
      : String(e);

  const find = async () => {
    setError(null);
    try {
      setCustomer(await findCustomer(locale, mobile));
    } catch (e) {
      setCustomer(undefined);
      setError(reason(e));
    }
  };

  return (
    <AdminDialog title={t('walk_in.title')} description={t('walk_in.description')} onClose={onClose}>
      <form
        className="mt-4 grid gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!mobile || service === '' || resource === '' || !date || !time) {
            setError(t('walk_in.required'));
            return;
          }
          setBusy(true);
          setError(null);
          try {
            const made = await createDeskBooking(
              locale,
              {
                mobile_number: mobile,
                ...(customer ? {} : { first_name: first, last_name: last }),
                product_id: service,
                resource_id: resource,
                start_at: isoOf(date, time, offset),
                payment,
                outside_shift: outside,
                locale,
              },
              key,
            );
            onBooked(made.order.order_number);
          } catch (e) {
            setError(reason(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        <div className="flex items-end gap-2">
          <label className={`${labelClass} grow`}>
            {t('walk_in.mobile')}
            <input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              dir="ltr"
              value={mobile}
              onChange={(e) => {
                setMobile(e.target.value);
                setCustomer(undefined);
              }}
              onBlur={() => mobile.length >= 9 && void find()}
              className={fieldClass}
            />
          </label>
          <Button variant="secondary" onClick={() => void find()}>
            {t('walk_in.find')}
          </Button>
        </div>
        <p role="status" className="text-sm" data-testid="walk-in-customer">
          {customer
            ? t('walk_in.found', { name: `${customer.first_name} ${customer.last_name}`.trim() })
            : customer === null
              ? t('walk_in.new_customer')
              : ''}
        </p>
        {customer === null && (
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={labelClass}>
              {t('walk_in.first_name')}
              <input
                required
                value={first}
                onChange={(e) => setFirst(e.target.value)}
                className={fieldClass}
              />
            </label>
            <label className={labelClass}>
              {t('walk_in.last_name')}
              <input required value={last} onChange={(e) => setLast(e.target.value)} className={fieldClass} />
            </label>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={labelClass}>
            {t('walk_in.service')}
            <select
              value={service}
              onChange={(e) => setService(e.target.value ? Number(e.target.value) : '')}
              className={fieldClass}
            >
              <option value="">{t('walk_in.choose_service')}</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {name(s)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {t('walk_in.resource')}
            <select
              value={resource}
              onChange={(e) => setResource(e.target.value ? Number(e.target.value) : '')}
              className={fieldClass}
            >
              <option value="">{t('walk_in.choose_resource')}</option>
              {able.map((r) => (
                <option key={r.id} value={r.id}>
                  {name(r)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {t('walk_in.date')}
            <input
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className={fieldClass}
            />
          </label>
          <label className={labelClass}>
            {t('walk_in.time')}
            <input
              type="time"
              step={300}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className={fieldClass}
            />
          </label>
        </div>
        <fieldset>
          <legend className={labelClass}>{t('walk_in.payment')}</legend>
          {(['cash', 'desk_card'] as const).map((m) => (
            <label key={m} className="mt-1 flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                value={m}
                checked={payment === m}
                onChange={() => setPayment(m)}
                className="size-5"
              />
              {t(`walk_in.${m}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={outside}
            onChange={(e) => setOutside(e.target.checked)}
            className="size-5"
          />
          {t('walk_in.outside_shift')}
        </label>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {t('walk_in.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('walk_in.cancel')}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
