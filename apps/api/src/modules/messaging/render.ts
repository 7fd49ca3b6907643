/** An intent rendered per channel (ADR 0056): the SMS text, or the WhatsApp template with its parameters and buttons. */
import { formatLocalDate, formatLocalTime } from '@hajz/contracts/calendar-text';
import { format } from '../../i18n/messages.ts';
import type { WhatsAppTemplateMessage } from '../../integrations/whatsapp/interface.ts';
import { payloadOf, type Intent } from './intents.ts';
import { buttonTitles, templateParameters, templates, templateText } from './templates.ts';

export function renderSms(intent: Intent): string {
  const { locale } = intent;
  if (intent.smsBody !== undefined) return intent.smsBody;
  switch (intent.kind) {
    case 'booking_confirmed': {
      const p = intent.params;
      const when = p.date
        ? format(locale, 'orders.sms_first_visit', { date: p.date, time: p.time, branch: p.branch })
        : '';
      return format(locale, 'orders.sms_confirmed', { business: p.business, number: p.number, when });
    }
    case 'order_confirmed':
      return format(locale, 'orders.sms_confirmed', { ...intent.params, when: '' });
    case 'booking_reminder':
      return format(locale, 'reminders.sms', intent.params);
    case 'booking_moved':
      return format(locale, 'desk.moved_sms', intent.params);
    case 'booking_cancelled':
      return format(locale, 'messaging.sms_cancelled', intent.params);
    case 'refund':
      return format(locale, 'messaging.sms_refund', intent.params);
    case 'no_show':
      return format(locale, 'deposits.no_show_sms', intent.params);
    case 'no_show_no_deposit':
      return format(locale, 'deposits.no_show_sms_no_deposit', intent.params);
    case 'gift_received':
      return format(locale, 'messaging.sms_gift', intent.params);
    case 'waitlist_offer':
      return format(locale, 'messaging.sms_waitlist', intent.params);
    case 'ticket_answered':
      return format(locale, 'tickets.sms_reply', intent.params);
    case 'marketing_offer':
      return format(locale, 'messaging.sms_offer', intent.params);
    case 'sign_in_code':
      return format(locale, 'sms.otp', { business: '', minutes: '', ...intent.params });
  }
}

export function renderWhatsApp(intent: Intent): Omit<WhatsAppTemplateMessage, 'to'> {
  const template = templates[intent.kind];
  // Dates and times written as the SMS writes them (i18n/messages.ts `written`), in the message's language.
  const params: Record<string, string> = { ...(intent.params as Record<string, string>) };
  if (params.date) params.date = formatLocalDate(params.date, intent.locale);
  if (params.time) params.time = formatLocalTime(params.time, intent.locale);
  const parameters = templateParameters(intent.kind, params);
  const target = intent.target;
  return {
    template: template.name,
    language: intent.locale,
    parameters,
    buttons:
      target === undefined
        ? []
        : template.buttons.map((button) => ({
            title: buttonTitles[button][intent.locale],
            payload: payloadOf(button, target),
          })),
    body: templateText(intent.kind, intent.locale, parameters),
  };
}
