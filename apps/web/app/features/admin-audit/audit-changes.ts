/**
 * An audit entry's before and after in words (issue 30 item 15): the fields that changed, each with its translated
 * name and its old and new value as a person reads them — money as money, instants in the business's time zone,
 * yes/no, statuses by their names, ids by the name of what they point at — instead of raw JSON.
 */
import { auditRefKind, type AuditEntry, type AuditRecordKind } from '@hajz/contracts/staff';
import type { Locale } from '@hajz/contracts/locale';
import type { TFunction } from '~/lib/translator';
import { formatClock, formatInstantDate, formatInstantTime, formatLocalDate } from '~/lib/dates';
import { formatMoney, formatNumber } from '~/lib/money';

export type AuditNames = Partial<Record<AuditRecordKind, Record<string, string>>>;
export type AuditChange = { field: string; before: string[]; after: string[] };
export type AuditContext = {
  t: TFunction;
  locale: Locale;
  timeZone: string;
  names: AuditNames;
  action: string;
};

/** Fields in halalas. */
const money = new Set([
  'amount',
  'balance',
  'balance_after',
  'fee',
  'free_above',
  'max_discount',
  'min_order',
  'min_spend',
  'min_subtotal',
  'paid_spend',
  'price',
  'price_before_discount',
  'referral_friend_reward',
  'referral_inviter_reward',
  'total',
]);
/** Fields not worth a line: the record's own id and its place in a sorted list. */
const hidden = new Set(['id', 'sort', 'note_id', 'message_id', 'payment_ids']);
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const day = /^\d{4}-\d{2}-\d{2}$/;
const clock = /^\d{2}:\d{2}(:\d{2})?$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A before/after that is not an object (a branch's hours are a list) is the field its action names. */
function fieldsOf(side: unknown, action: string): Record<string, unknown> {
  if (side === null || side === undefined) return {};
  if (isObject(side)) return side;
  return { [action.split('.')[1] ?? 'value']: side };
}

export const fieldLabel = (field: string, t: TFunction): string =>
  t(`audit.fields.${field}`, { defaultValue: t('audit.fields.other') });

function list(items: string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(items);
}

function scalar(field: string, value: unknown, c: AuditContext): string {
  const { t, locale } = c;
  if (value === null || value === undefined || value === '') return t('audit.none_value');
  const kind = auditRefKind(c.action, field);
  if (kind && (typeof value === 'number' || typeof value === 'string'))
    return c.names[kind]?.[String(value)] ?? t('audit.removed_record', { id: String(value) });
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number') {
    if (money.has(field)) return formatMoney(value, locale);
    if (field === 'day' && value >= 0 && value <= 6) return t(`audit.days.${value}`);
    return formatNumber(value, locale);
  }
  if (typeof value === 'string') {
    // A picture's address says nothing to a person: that there is one does.
    if (field === 'image') return t('audit.picture');
    if (instant.test(value))
      return `${formatInstantDate(value, c.timeZone, locale)} ${formatInstantTime(value, c.timeZone, locale)}`;
    if (day.test(value)) return formatLocalDate(value, locale);
    if (clock.test(value)) return formatClock(value, locale);
    if (field === 'status')
      return t(`status.${value}`, { defaultValue: t(`audit.values.${value}`, { defaultValue: value }) });
    if (field === 'payment_status') return t(`payment_status.${value}`, { defaultValue: value });
    if (['refund_to', 'payment', 'fulfilment_status', 'type', 'kind'].includes(field))
      return t(`audit.values.${value}`, { defaultValue: value });
    return value;
  }
  return JSON.stringify(value);
}

/** A value as lines: one for a scalar or a list of them, one per item for a list of records. */
export function auditValue(field: string, value: unknown, c: AuditContext): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [c.t('audit.none_value')];
    if (value.every((v) => !isObject(v)))
      return [
        list(
          value.map((v) => scalar(field, v, c)),
          c.locale,
        ),
      ];
    return value.map((v) => auditValue(field, v, c).join(' '));
  }
  if (isObject(value))
    return [
      Object.entries(value)
        .filter(([k]) => !hidden.has(k))
        .map(([k, v]) => `${fieldLabel(k, c.t)}: ${auditValue(k, v, c).join(' · ')}`)
        .join(' · '),
    ];
  return [scalar(field, value, c)];
}

/** The fields an entry changed, in the order the record lists them; a created or removed record lists all. */
export function auditChanges(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>, c: AuditContext) {
  const before = fieldsOf(entry.before, entry.action);
  const after = fieldsOf(entry.after, entry.action);
  const both = entry.before != null && entry.after != null;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (f) => !hidden.has(f) && !(both && JSON.stringify(before[f]) === JSON.stringify(after[f])),
  );
  return fields.map((field): AuditChange => ({
    field,
    before: field in before ? auditValue(field, before[field], c) : [],
    after: field in after ? auditValue(field, after[field], c) : [],
  }));
}
