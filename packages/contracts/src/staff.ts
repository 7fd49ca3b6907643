/**
 * Staff access to the back office (issue 16 item 1): an owner sees every branch; a manager one or more branches;
 * a receptionist one branch; a staff member their own calendar. The spec's admin check (role admin or
 * administrator) makes an owner. Every admin route checks the role and the branch on the server.
 */
import { z } from 'zod';

export const staffRoles = ['owner', 'manager', 'receptionist', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** GET admin/me: who is at the desk and where they may act ('all' branches for an owner). */
export const staffAccess = z.object({
  user_id: z.number().int(),
  role: z.enum(staffRoles),
  branch_ids: z.union([z.literal('all'), z.array(z.number().int())]),
  /** A staff member's own resource (their calendar), else null. */
  resource_id: z.number().int().nullable(),
});
export type StaffAccess = z.infer<typeof staffAccess>;

/** One staff write as the audit log keeps it (issue 16 item 2). */
export const auditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  branch_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
  /** The booking the entry is about (an order, or one of its lines), for a link; else null. */
  order_id: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * Every action the audit log records (issue 30 item 15): the writers take only these, and the back office has a name
 * for each in both languages (the admin locale test checks), so no entry reads as a code word.
 */
export const auditActions = [
  'order.check_in',
  'order.no_show',
  'order.complete',
  'order.cancel',
  'order.resend_confirmation',
  'order.fulfilment',
  'booking.create',
  'booking.move',
  'booking.reschedule',
  'payment.cash_received',
  'payment.visit_received',
  'customer.note',
  'product.create',
  'product.update',
  'product.publish',
  'product.unpublish',
  'product.reorder',
  'menu.create',
  'menu.update',
  'menu.reorder',
  'category.create',
  'category.update',
  'category.reorder',
  'branch.update',
  'branch.hours',
  'branch.exception',
  'branch.exception_delete',
  'resource.create',
  'resource.update',
  'resource.shifts',
  'resource.time_off_add',
  'resource.time_off_remove',
  'settings.booking',
  'settings.points',
  'settings.marketing',
  'settings.e_invoicing_seller',
  'settings.payment_methods',
  'settings.messaging',
  'marketing.offer_send',
  'gift_card.issue',
  'gift_card.adjust',
  'gift_card.void',
  'promo_code.create',
  'promo_code.update',
  'promo_code.deactivate',
  'customer_class.update',
  'service_fee.update',
  'zone.update',
  'ticket.reply',
  'ticket.resolve',
  'ticket.reopen',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The kinds of record an audit entry can name, by what people know them by (issue 30 item 15). */
export const auditRecordKinds = [
  'order',
  'order_item',
  'customer',
  'product',
  'resource',
  'branch',
  'menu',
  'category',
  'gift_card',
  'promo_code',
  'customer_class',
  'service_fee',
  'service_zone',
  'ticket',
] as const;
export type AuditRecordKind = (typeof auditRecordKinds)[number];

/** Fields of an entry's before/after that hold another record's id (one or a list), and that record's kind. */
const auditRefFields: Record<string, AuditRecordKind> = {
  customer_id: 'customer',
  holder_id: 'customer',
  product_id: 'product',
  resource_id: 'resource',
  resource_ids: 'resource',
  branch_id: 'branch',
  branch_ids: 'branch',
  menu_id: 'menu',
  category_id: 'category',
  parent_id: 'category',
};

/** The kind of record a before/after field refers to; a reorder's `ids` are records of its action's kind. */
export function auditRefKind(action: string, field: string): AuditRecordKind | null {
  if (field === 'ids') {
    const kind = action.split('.')[0] as AuditRecordKind;
    return (auditRecordKinds as readonly string[]).includes(kind) ? kind : null;
  }
  return auditRefFields[field] ?? null;
}

export const auditQuery = z.object({
  page: z.coerce
    .number({ error: 'validation.page' })
    .int({ error: 'validation.page' })
    .min(1, { error: 'validation.page' })
    .max(10_000, { error: 'validation.page' })
    .default(1),
  entity: z
    .string()
    .trim()
    .max(40, { error: 'validation.invalid' })
    .regex(/^[a-z_]*$/, { error: 'validation.invalid' })
    .optional(),
});
export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  /**
   * What people call the records the page's entries are about or refer to, in the request's language, by kind and
   * id: a booking's number and customer, a service's name, a customer's name, a gift card's serial number.
   */
  names: z.partialRecord(z.enum(auditRecordKinds), z.record(z.string(), z.string())),
  page: z.number().int(),
  has_more: z.boolean(),
});

/** GET orders/{id}/entry-passes: one pass per visitor of each booked service, for whoever comes (a gift's recipient). */
export const entryPass = z.object({
  order_product_id: z.number().int(),
  visitor: z.number().int(),
  code: z.string(),
  /** The code as a QR image (an SVG data URL). */
  qr: z.string(),
});
export const entryPassesResponse = z.object({ passes: z.array(entryPass) });

/** POST admin/check-in: a scanned pass, or the order found by its number or the customer's mobile. */
export const checkInBody = z
  .object({
    code: z.string().trim().max(80, { error: 'validation.invalid' }).optional(),
    order_id: z.number().int().positive({ error: 'validation.id' }).optional(),
  })
  .refine((b) => (b.code ? 1 : 0) + (b.order_id ? 1 : 0) === 1, {
    path: ['code'],
    message: 'staff.check_in_what',
  });
export const checkInResponse = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  customer_arrived: z.boolean(),
  /** True when this check-in changed nothing (already arrived): the desk shows a warning, not a success. */
  already: z.boolean(),
  /** When the booking was first checked in (null: an arrival recorded before check-ins were audited). */
  arrived_at: z.string().nullable(),
  /** Who arrived, for what, when and with whom (issue 30 item 11). */
  customer_name: z.string(),
  start_at: z.string().nullable(),
  services: z.array(z.string()),
  staff: z.array(z.string()),
});
export type CheckInResult = z.infer<typeof checkInResponse>;

/** GET admin/check-in/find?q=: confirmed and cancelled bookings by number or the customer's mobile, at the desk's branches. */
export const checkInFindQuery = z.object({
  q: z
    .string({ error: 'staff.find_what' })
    .trim()
    .min(3, { error: 'staff.find_what' })
    .max(40, { error: 'staff.find_what' }),
});
export const checkInFindResponse = z.object({
  bookings: z.array(
    z.object({
      order_id: z.number().int(),
      order_number: z.string(),
      branch_id: z.number().int().nullable(),
      /** A cancelled booking is listed so the desk can say why its pass no longer works. */
      status: z.enum(['confirmed', 'cancelled']),
      customer_name: z.string(),
      start_at: z.string().nullable(),
      customer_arrived: z.boolean(),
      services: z.array(z.string()),
      staff: z.array(z.string()),
    }),
  ),
});
export type FoundBooking = z.infer<typeof checkInFindResponse>['bookings'][number];
