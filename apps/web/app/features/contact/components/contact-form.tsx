import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { nationalMobileLength } from '@hajz/contracts/auth-rules';
import { ticketCategories, ticketRules, type TicketCategory } from '@hajz/contracts/ticket-rules';
import { useTranslation } from '~/lib/use-translation';
import { FormField, TextAreaField, TextField, fieldInputClass } from '~/components/ui/form-field';
import { Button, buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { MobileField } from '~/components/ui/mobile-field';
import { errorsOf, type FieldErrors } from '~/lib/field-errors';
import { useCurrentUser } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { sendAsGuest, sendAsTicket } from '../api';

type Sent = { kind: 'ticket'; ticketId: number; message: string } | { kind: 'guest'; message: string };

/**
 * The contact page's form (issue 16 item 7). A signed-in customer's message opens a support ticket (and they are
 * told where to follow it); a guest leaves their name and Saudi mobile, and the business calls or texts back.
 */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const { locale } = useLocale();
  const user = useCurrentUser();
  const ids = { name: useId(), mobile: useId(), subject: useId(), category: useId(), message: useId() };
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('other');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const busy = useRef(false);
  const done = useRef<HTMLDivElement>(null);
  // Sent: focus moves to what was said (the form is gone).
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (user) {
      const s = subject.trim();
      if (!s) found.subject = t('contact.form.subject_required');
      else if (s.length < ticketRules.subjectMin) found.subject = t('contact.form.subject_length');
    } else {
      if (!name.trim()) found.name = t('contact.form.name_required');
      if (mobile.length !== nationalMobileLength || !mobile.startsWith('5'))
        found.mobile_number = t('contact.form.mobile_invalid');
    }
    if (!message.trim()) found.message = t('contact.form.message_required');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    const first = Object.keys(found)[0];
    if (first) {
      document
        .getElementById(ids[first === 'mobile_number' ? 'mobile' : (first as keyof typeof ids)])
        ?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      setSent(
        user
          ? {
              kind: 'ticket',
              ...(await sendAsTicket(locale, { subject: subject.trim(), category, message: message.trim() })),
            }
          : {
              kind: 'guest',
              message: await sendAsGuest(locale, {
                name: name.trim(),
                mobile_number: mobile,
                message: message.trim(),
              }),
            },
      );
    } catch (error) {
      const { fields, message: said } = errorsOf(error, t('contact.form.failed'));
      setErrors(fields);
      setFailure(said);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  if (sent)
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-emerald-50 p-5 text-emerald-950 outline-none dark:bg-emerald-950 dark:text-emerald-50"
        data-testid="contact-sent"
      >
        <p className="font-semibold">{sent.message}</p>
        {sent.kind === 'ticket' && (
          <>
            <p className="mt-2">{t('contact.form.follow')}</p>
            <LocalizedLink
              to={`/dashboard/tickets?ticket=${sent.ticketId}`}
              className={buttonClass('primary', 'mt-4')}
            >
              {t('contact.form.open_ticket')}
            </LocalizedLink>
          </>
        )}
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="contact-form">
      <p className="text-slate-700 dark:text-slate-300">
        {user ? t('contact.form.intro_customer') : t('contact.form.intro_guest')}
      </p>
      {user ? (
        <>
          <TextField
            id={ids.subject}
            label={t('contact.form.subject')}
            value={subject}
            onChange={setSubject}
            error={errors.subject}
            disabled={sending}
            maxLength={ticketRules.subjectMax}
          />
          <FormField id={ids.category} label={t('contact.form.category')}>
            <select
              id={ids.category}
              value={category}
              onChange={(e) => setCategory(e.target.value as TicketCategory)}
              disabled={sending}
              className={fieldInputClass}
            >
              {ticketCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`contact.form.categories.${c}`)}
                </option>
              ))}
            </select>
          </FormField>
        </>
      ) : (
        <>
          <TextField
            id={ids.name}
            label={t('contact.form.name')}
            value={name}
            onChange={setName}
            error={errors.name}
            disabled={sending}
            maxLength={ticketRules.guestNameMax}
            autoComplete="name"
          />
          <MobileField
            id={ids.mobile}
            label={t('contact.form.mobile')}
            value={mobile}
            onChange={setMobile}
            error={errors.mobile_number}
          />
        </>
      )}
      <TextAreaField
        id={ids.message}
        label={t('contact.form.message')}
        value={message}
        onChange={setMessage}
        error={errors.message}
        disabled={sending}
        maxLength={ticketRules.messageMax}
      />
      {failure && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
