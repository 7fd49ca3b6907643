import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ticketCategories, ticketRules, type TicketCategory } from '@hajz/contracts/ticket-rules';
import { useTranslation } from '~/lib/use-translation';
import { FormField, TextAreaField, TextField, fieldInputClass } from '~/components/ui/form-field';
import { Button } from '~/components/ui/button';
import { ImageAttach } from '~/components/image-attach';
import { formatLocalDate } from '~/lib/dates';
import { errorsOf, type FieldErrors } from '~/lib/field-errors';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { createTicket, fetchBookingChoice, fetchBookingChoices, type BookingChoice } from '../api';

/**
 * A new ticket: subject, what it is about, optionally one of my bookings (preset when opened from a booking's
 * details: "Ask about this booking"), the message and a picture. Checked here first (the server checks again);
 * the server's per-field messages show under the fields.
 */
export function NewTicketForm({
  orderId,
  onCreated,
  onCancel,
}: {
  orderId: number | null;
  onCreated: (ticketId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('tickets');
  const { locale } = useLocale();
  const ids = { subject: useId(), category: useId(), booking: useId(), message: useId() };
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>(orderId ? 'booking' : 'other');
  const [picked, setBooking] = useState(orderId ? String(orderId) : '');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => title.current?.focus(), []);
  // My bookings to choose from, and the one this ticket was opened from (lib/use-server-state.ts).
  const load = useCallback(async (): Promise<BookingChoice[]> => {
    const [list, linked] = await Promise.all([
      fetchBookingChoices(locale).catch(() => [] as BookingChoice[]),
      orderId ? fetchBookingChoice(locale, orderId) : Promise.resolve(null),
    ]);
    return linked && !list.some((c) => c.id === linked.id) ? [linked, ...list] : list;
  }, [locale, orderId]);
  const choices = useServerState<BookingChoice[]>(load, load).data;
  // A booking that is not the customer's (or gone) is not offered: the ticket is then a general one.
  const booking = !choices || choices.some((c) => String(c.id) === picked) ? picked : '';

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    const s = subject.trim();
    if (!s) found.subject = t('form.subject_required');
    else if (s.length < ticketRules.subjectMin || s.length > ticketRules.subjectMax)
      found.subject = t('form.subject_length');
    if (!message.trim()) found.message = t('form.message_required');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.subject ? ids.subject : ids.message)?.focus();
      return;
    }
    busy.current = true;
    setSaving(true);
    const form = new FormData();
    form.set('subject', subject.trim());
    form.set('category', category);
    if (booking) form.set('order_id', booking);
    form.set('message', message.trim());
    if (file) form.set('image', file);
    try {
      const { thread, message: said } = await createTicket(locale, form);
      if (said) toast(said, 'success');
      onCreated(thread.ticket.id);
    } catch (error) {
      const { fields, message: failed } = errorsOf(error, t('form.failed'));
      setErrors(fields);
      if (failed) toast(failed, 'error');
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="new-ticket-form">
      <h2 ref={title} tabIndex={-1} className="text-xl font-bold outline-none">
        {t('form.title')}
      </h2>
      <TextField
        id={ids.subject}
        label={t('form.subject')}
        value={subject}
        onChange={setSubject}
        error={errors.subject}
        disabled={saving}
        maxLength={ticketRules.subjectMax}
      />
      <FormField id={ids.category} label={t('form.category')} error={errors.category}>
        <select
          id={ids.category}
          value={category}
          onChange={(e) => setCategory(e.target.value as TicketCategory)}
          disabled={saving}
          className={fieldInputClass}
        >
          {ticketCategories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={ids.booking} label={t('form.booking')} error={errors.order_id}>
        <select
          id={ids.booking}
          value={booking}
          onChange={(e) => setBooking(e.target.value)}
          disabled={saving || choices === null}
          aria-busy={choices === null || undefined}
          className={fieldInputClass}
          data-testid="ticket-booking"
        >
          <option value="">{choices === null ? t('form.booking_loading') : t('form.booking_none')}</option>
          {(choices ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {[c.order_number, c.date ? formatLocalDate(c.date, locale) : '', c.branch_name]
                .filter(Boolean)
                .join(' · ')}
            </option>
          ))}
        </select>
      </FormField>
      <TextAreaField
        id={ids.message}
        label={t('form.message')}
        value={message}
        onChange={setMessage}
        error={errors.message}
        disabled={saving}
        maxLength={ticketRules.messageMax}
      />
      <div>
        <ImageAttach file={file} onFile={setFile} disabled={saving} />
        {errors.image && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.image}</p>}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
