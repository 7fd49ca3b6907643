/**
 * POST admin/bookings (issue 16 item 3, ADR 0028): a walk-in or phone booking made at the desk. The customer is found
 * by mobile or made (first and last name; they complete their profile when they first sign in). The order is the
 * customer path's own: the same pricing (customer class, VAT), order and line rows, the same lifecycle (created →
 * confirmed: invoice, bookings, points, the `order.confirmed` event and so the confirmation SMS and notification).
 * Cash is due at the branch as for a customer's cash order; a card on the branch's terminal is a paid payment of the
 * 'desk' provider, with nothing about the card stored. Retry-safe with an Idempotency-Key.
 */
import { emptySelection } from '@hajz/contracts/pricing-rules';
import type { DeskBookingResponse, deskBookingBody } from '@hajz/contracts/desk';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withRetry } from '../../db/retry.ts';
import { payments, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { OrderLifecycle } from '../../lifecycle/order-lifecycle.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findUserByMobile } from '../auth/index.ts';
import { resolveService, slotContext } from '../booking/index.ts';
import { fulfilmentColumns } from '../fulfilment/index.ts';
import { recordSelection } from '../orders/index.ts';
import { claimKey, findReplay, payloadHash, storeAnswer, type Replay } from '../orders/index.ts';
import { insertItems, insertOrder, nextOrderNumber } from '../orders/index.ts';
import { deskCardProvider } from '../payments/index.ts';
import { priceSelection } from '../pricing/index.ts';
import { recordAudit } from '../staff/index.ts';
import { branchResources, resourceBranch } from './calendar.ts';
import type { Desk } from './move.ts';
import { tooEarly } from './move.ts';
import {
  assertCanPerform,
  assertOnShift,
  clearTheWay,
  deskRaceLost,
  insertReservations,
  type Placement,
} from './placement.ts';

type Body = z.output<typeof deskBookingBody>;
const minuteMs = 60_000;

const invalid = (field: string, key: MessageKey) => new HttpError(422, key, { [field]: [key] });

/** The service at the resource's branch; a field error when the resource or the service does not fit. */
async function what(db: Db, body: Body) {
  const branchId = await resourceBranch(db, body.resource_id);
  if (branchId === null) throw invalid('resource_id', 'desk.cannot_perform');
  const service = await resolveService(db, body.product_id, branchId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404)
      throw invalid('product_id', 'desk.not_offered');
    throw error;
  });
  return { branchId, product: service.product };
}

/** The customer of this number, made (not yet completed: they finish their profile when they sign in) if new. */
async function customerFor(tx: Db, mobile: string, body: Body) {
  const existing = await findUserByMobile(tx, mobile);
  if (existing) return { user: existing, created: false };
  const [made] = await tx
    .insert(users)
    .values({
      mobileNumber: mobile,
      firstName: body.first_name!,
      lastName: body.last_name!,
      isCompleted: false,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return { user: made, created: true };
  // Made a moment ago by another request (a sign-up, another desk): that account.
  return { user: (await findUserByMobile(tx, mobile))!, created: false };
}

export async function createDeskBooking(
  deps: { db: Db; lifecycle: OrderLifecycle },
  desk: Desk,
  body: Body,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<Replay> {
  const { db, lifecycle } = deps;
  const mobile = normalizeSaudiMobile(body.mobile_number);
  if (!mobile) throw invalid('mobile_number', 'auth.invalid_mobile');
  const { branchId, product } = await what(db, body);
  desk.authorize(branchId);
  const claim = idempotencyKey
    ? { userId: desk.userId, scope: 'admin.bookings', key: idempotencyKey, requestHash: payloadHash(body) }
    : null;
  if (claim) {
    const replay = await findReplay(db, claim);
    if (replay) return replay;
  }
  if (!(await findUserByMobile(db, mobile))) {
    const missing = (['first_name', 'last_name'] as const).filter((f) => !body[f]);
    if (missing.length > 0)
      throw new HttpError(
        422,
        'desk.new_customer_name',
        Object.fromEntries(missing.map((f) => [f, ['desk.new_customer_name']])),
      );
  }
  const start = new Date(body.start_at);
  if (tooEarly(start, now)) throw invalid('start_at', 'desk.start_past');
  const placement: Placement = {
    productId: product.id,
    resourceIds: [body.resource_id],
    start,
    busyUntil: new Date(start.getTime() + (product.duration + product.bufferMinutes) * minuteMs),
    travelMinutes: 0,
  };
  const end = new Date(start.getTime() + product.duration * minuteMs);
  const [context, names] = await Promise.all([slotContext(db, branchId), branchResources(db, branchId)]);
  const nameMap = new Map(names.map((n) => [n.id, n]));
  assertCanPerform(context, placement, 'resource_id');
  if (!body.outside_shift) assertOnShift(context, placement, nameMap, desk.locale);
  const card = body.payment === 'desk_card';

  return withRetry(
    () =>
      transaction(db, async (tx): Promise<Replay> => {
        if (claim) {
          const replay = await claimKey(tx, claim);
          if (replay) return replay;
        }
        const { user, created } = await customerFor(tx, mobile, body);
        const locale = body.locale ?? desk.locale;
        const priced = await priceSelection(tx, {
          userId: user.id,
          cartId: null,
          lines: [
            {
              key: 0,
              productId: product.id,
              categoryId: product.categoryId,
              type: 'service',
              gross: product.price,
              branchId,
            },
          ],
          selection: emptySelection,
          locale,
          now,
          lock: true,
        });
        const totals = priced.pricing;
        const order = await insertOrder(tx, {
          orderNumber: await nextOrderNumber(tx),
          userId: user.id,
          cartId: null,
          status: 'pending_payment',
          paymentMethod: card ? 'card' : 'cash',
          locale,
          subTotal: totals.sub_total,
          taxAmount: totals.tax_amount,
          promoDiscount: totals.promo_discount,
          extraDiscount: totals.extra_discount,
          giftCardDiscount: totals.gift_card_discount,
          serviceFeePrice: totals.order_service_fees_price,
          redeemPointsPrice: totals.redeem_points_price,
          total: totals.total,
          numberOfUsers: 1,
          branchId,
          ...(await fulfilmentColumns(tx, user.id, priced.fulfilment)),
        });
        await recordSelection(tx, order.id, user.id, priced);
        const line = totals.lines[0]!;
        const items = await insertItems(tx, [
          {
            orderId: order.id,
            productId: product.id,
            branchId,
            type: 'service',
            nameEn: product.nameEn,
            nameAr: product.nameAr,
            image: product.image,
            quantity: 1,
            startAt: start,
            endAt: end,
            visitors: 1,
            unitPrice: product.price,
            totalPrice: product.price,
            discountAmount: line.discount,
            pointsAmount: line.points,
            taxAmount: line.tax,
          },
        ]);
        const item = items[0]!;
        // Held for the order a moment, as a customer's time is, so confirming turns it into the booking.
        await clearTheWay(tx, placement, null, now, nameMap, desk.locale);
        await insertReservations(tx, placement, {
          orderItemId: item.id,
          kind: 'hold',
          expiresAt: new Date(now.getTime() + context.business.holdMinutes * minuteMs),
        });
        if (order.total > 0) {
          await tx.insert(payments).values({
            orderId: order.id,
            reference: order.orderNumber,
            provider: card ? deskCardProvider : 'cash',
            method: card ? 'card' : 'cash',
            amount: order.total,
            status: card ? 'paid' : 'due_at_branch',
            paidAt: card ? now : null,
          });
        }
        await lifecycle.created({ tx, order, items, now });
        if (!(await lifecycle.confirm(tx, order, now))) throw new HttpError(409, 'desk.taken');
        await recordAudit(tx, {
          actorId: desk.userId,
          action: 'booking.create',
          entity: 'order',
          entityId: order.id,
          branchId,
          before: null,
          after: {
            order_number: order.orderNumber,
            customer_id: user.id,
            customer_created: created,
            product_id: product.id,
            resource_id: body.resource_id,
            start_at: start.toISOString(),
            payment: body.payment,
            total: order.total,
            ...(body.outside_shift ? { outside_shift: true } : {}),
          },
        });
        const response: Omit<DeskBookingResponse, 'bookings'> & { line_id: number } = {
          order: {
            id: order.id,
            order_number: order.orderNumber,
            total: order.total,
            tax_amount: order.taxAmount,
            payment_method: body.payment,
            payment_status: order.total === 0 || card ? 'paid' : 'due_at_branch',
          },
          customer: {
            id: user.id,
            name: `${user.firstName} ${user.lastName}`.trim(),
            created,
          },
          line_id: item.id,
        };
        if (claim) await storeAnswer(tx, claim, 201, response);
        return { statusCode: 201, response };
      }),
    deskRaceLost,
  );
}
