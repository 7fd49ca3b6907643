/**
 * POST orders: the cart becomes an order, in one transaction. See docs/decisions/0008-orders-and-payments.md.
 * The cart is checked first (times still held, prices unchanged) so the customer gets a 409 with the refreshed
 * cart instead of an order priced on stale data.
 */
import type { DeliveryMethod, ServiceType } from '@hajz/contracts/app-settings';
import type { CreateOrderBody, CreateOrderResponse } from '@hajz/contracts/orders';
import { lineTotal } from '@hajz/contracts/cart-rules';
import { allocate } from '@hajz/contracts/pricing-rules';
import { selectionOf } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder, type OrderLifecycle } from '../../lifecycle/order-lifecycle.ts';
import { cartItems, orderRedemptions, orderServiceFees, payments } from '../../db/schema.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findBookableProduct } from '../booking/index.ts';
import { sizePrice } from '../catalogue/index.ts';
import { getCart } from '../cart/index.ts';
import { chooseMethod, type WalletStartDeps } from '../payments/index.ts';
import { giftCardLinePrice } from '../gift-card-shop/index.ts';
import { listLines, lockCart } from '../cart/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { policyText } from '../../lib/cancellation-policy.ts';
import { claimKey, findReplay, payloadHash, storeAnswer, type Replay } from './idempotency.ts';
import * as q from './queries.ts';
import { serializeOrder } from './serialize.ts';
import { priceSelection, type Priced } from '../pricing/index.ts';
import { deliveryFeeLine, fulfilmentColumns } from '../fulfilment/index.ts';

/** A promo code or gift card sent with the order cannot be used (any more): 409 with the cart priced as it is now. */
class SelectionRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values?: Record<string, string>,
  ) {
    super(key);
  }
}

export type CreateOrderDeps = {
  db: Db;
  /** The signed payment page URL of an order (the pop-up opens it). */
  paymentPageUrl: (orderNumber: string, expiresAt: Date) => string;
  /** The saved cards shown with an online order. */
  savedCards: (db: Db, userId: number) => Promise<CreateOrderResponse['saved_cards']>;
  lifecycle: OrderLifecycle;
  providerName: string;
  /** STC Pay, Tabby, Tamara (ADR 0053): their gateways' names and Tabby / Tamara's checkout link. */
  wallets?: WalletStartDeps;
};

export type CreateOrderInput = {
  userId: number;
  locale: Locale;
  serviceType: ServiceType;
  /** The spec's Delivery-Method header (ADR 0024); the business's usual way when absent. */
  deliveryMethod?: DeliveryMethod;
  body: CreateOrderBody;
  idempotencyKey: string | null;
  now?: Date;
};

type Line = Awaited<ReturnType<typeof listLines>>[number];

const held = (line: Line, now: Date) =>
  line.product.type !== 'service' ||
  (line.holdExpiresAt !== null && Number(line.holdExpiresAt) > now.getTime());

async function currentPrice(db: Db, line: Line): Promise<number | null> {
  const product = await findBookableProduct(db, line.item.productId);
  if (!product || !product.branchIds.includes(line.item.branchId)) return null;
  if (product.type === 'gift_card') return giftCardLinePrice(db, product.id, line.item.unitPrice);
  return product.type === 'service' ? product.price : sizePrice(product.price, line.item.size ?? '30ml');
}

export async function createOrder(deps: CreateOrderDeps, input: CreateOrderInput): Promise<Replay> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const claim = input.idempotencyKey
    ? {
        userId: input.userId,
        scope: 'orders',
        key: input.idempotencyKey,
        requestHash: payloadHash(input.body),
      }
    : null;
  if (claim) {
    const replay = await findReplay(db, claim);
    if (replay) return replay;
  }
  const selection = selectionOf(input.body);
  const stale = async (key: MessageKey, values?: Record<string, string>) =>
    new HttpError(
      409,
      key,
      undefined,
      undefined,
      {
        cart: await getCart(
          db,
          input.userId,
          input.locale,
          { serviceType: input.serviceType, deliveryMethod: input.deliveryMethod ?? 'reservation' },
          selection,
          now,
        ),
      },
      values,
    );

  const [business, lines] = await Promise.all([loadBusiness(db), listLines(db, input.userId)]);
  if (lines.length === 0) throw new HttpError(422, 'orders.cart_empty');
  // The lines alone decide most refusals (gift cards online); the total is checked again once priced.
  chooseMethod(
    { lines: lines.map((l) => l.product), total: 0 },
    business.paymentMethods,
    input.body.payment_method_id,
  );
  if (lines.some((line) => !held(line, now))) throw await stale('orders.hold_expired');
  const prices = await Promise.all(lines.map((line) => currentPrice(db, line)));
  const changed = lines.filter((line, i) => prices[i] !== line.item.unitPrice);
  if (changed.length > 0) {
    // Refresh the lines so the cart the customer now sees (and orders) carries today's prices.
    await transaction(db, async (tx) => {
      await lockCart(tx, input.userId);
      for (const line of changed) {
        const price = prices[lines.indexOf(line)];
        if (price === null || price === undefined)
          await tx.delete(cartItems).where(eq(cartItems.id, line.item.id));
        else await tx.update(cartItems).set({ unitPrice: price }).where(eq(cartItems.id, line.item.id));
      }
    });
    throw await stale('orders.prices_changed');
  }
  const deadline = new Date(now.getTime() + business.holdMinutes * 60_000);
  const snapshot = lines.map((l) => `${l.item.id}:${l.item.unitPrice}:${l.item.updatedAt.getTime()}`).join();

  const { lifecycle } = deps;
  const answer = await transaction(db, async (tx): Promise<Replay> => {
    if (claim) {
      const replay = await claimKey(tx, claim);
      if (replay) return replay;
    }
    const cartId = await lockCart(tx, input.userId);
    const current = await listLines(tx, input.userId);
    const again = current.map((l) => `${l.item.id}:${l.item.unitPrice}:${l.item.updatedAt.getTime()}`).join();
    if (again !== snapshot) throw new HttpError(409, 'orders.cart_changed');
    if (current.some((line) => !held(line, now))) throw new HttpError(409, 'orders.hold_expired');
    await lifecycle.replacePending(tx, cartId, 'replaced', now);

    const asLine = (item: Line['item']) => ({
      unit_price: item.unitPrice,
      quantity: item.quantity,
      visitors: item.visitors,
    });
    const priced = await priceSelection(tx, {
      userId: input.userId,
      cartId,
      lines: current.map(({ item, product }) => ({
        key: item.id,
        productId: item.productId,
        categoryId: product.categoryId,
        type: product.type,
        gross: lineTotal(asLine(item)),
        branchId: item.branchId,
        places: item.quantity * item.visitors,
        startAt: item.startAt,
      })),
      selection,
      locale: input.locale,
      now,
      lock: true,
      deliveryMethod: input.deliveryMethod,
    });
    if (priced.refusal) throw new SelectionRefused(priced.refusal.key, priced.refusal.values);
    const totals = priced.pricing;
    const deposits = priced.deposits;
    // A deposit is money taken online (issue 28): the registry's cash handler refuses a cart with one, and limits
    // (Tabby / Tamara) apply to what is charged now (ADR 0054).
    const method = chooseMethod(
      { lines: current.map((l) => l.product), total: deposits.due_now, deposit: deposits.deposit },
      business.paymentMethods,
      input.body.payment_method_id,
    );
    // Online: the deposits and the lines without one (ADR 0054); the rest is due at the visit.
    const onlineNow = method.online ? deposits.due_now : totals.total;
    const dueAtVisit = method.online ? deposits.due_at_visit : 0;
    // Nothing left to pay now (gift cards, points or a 100% promo): confirmed at once, like cash.
    const payNow = method.online && onlineNow > 0;
    const firstService = current.find((l) => l.product.type === 'service');
    const gifted = input.body.is_gifted_order === '1';
    const order = await q.insertOrder(tx, {
      orderNumber: await q.nextOrderNumber(tx),
      userId: input.userId,
      cartId,
      status: 'pending_payment',
      paymentMethod: input.body.payment_method_id,
      locale: input.locale,
      subTotal: totals.sub_total,
      taxAmount: totals.tax_amount,
      promoDiscount: totals.promo_discount,
      extraDiscount: totals.extra_discount,
      giftCardDiscount: totals.gift_card_discount,
      serviceFeePrice: totals.order_service_fees_price,
      redeemPointsPrice: totals.redeem_points_price,
      total: totals.total,
      depositAmount: method.online ? deposits.deposit : 0,
      dueAtVisit,
      numberOfUsers: Math.max(1, ...current.map((l) => l.item.visitors)),
      branchId: (firstService ?? current[0]!).item.branchId,
      isGiftedOrder: gifted,
      giftMessage: gifted ? (input.body.gift_message ?? null) : null,
      giftedOrderData: gifted ? (input.body.gifted_order_data ?? null) : null,
      promoCode: priced.promo?.applied ? priced.promo.code : null,
      giftCard:
        priced.giftCards
          .filter((c) => c.amount > 0)
          .map((c) => c.serial)
          .join(',') || null,
      paymentExpiresAt: payNow ? deadline : null,
      ...(await fulfilmentColumns(tx, input.userId, priced.fulfilment)),
    });
    await recordSelection(tx, order.id, input.userId, priced);
    // Each deposit line's share of what the order holds (less than its deposit when stored value paid some of it).
    const lineDeposits = allocate(
      order.depositAmount,
      deposits.lines.map((d) => d ?? 0),
    );
    const items = await q.insertItems(
      tx,
      current.map(({ item, product }, i) => {
        const total = lineTotal(asLine(item));
        const line = totals.lines[i]!;
        return {
          orderId: order.id,
          cartItemId: item.id,
          productId: item.productId,
          branchId: item.branchId,
          type: product.type,
          nameEn: product.nameEn,
          nameAr: product.nameAr,
          image: product.image,
          quantity: item.quantity,
          size: item.size,
          startAt: item.startAt,
          endAt: item.endAt,
          visitors: item.visitors,
          guestName: item.guestName,
          guestPhone: item.guestPhone,
          guestNote: item.guestNote,
          unitPrice: item.unitPrice,
          totalPrice: total,
          discountAmount: line.discount,
          pointsAmount: line.points,
          taxAmount: line.tax,
          depositAmount: lineDeposits[i] ?? 0,
          visitId: item.visitId,
        };
      }),
    );
    for (const item of items) await q.linkHolds(tx, item.cartItemId!, item.id, payNow ? deadline : null);
    const started =
      onlineNow > 0
        ? method.start({
            orderNumber: order.orderNumber,
            total: onlineNow,
            deadline,
            providerName: deps.providerName,
            paymentPageUrl: deps.paymentPageUrl,
            wallets: deps.wallets,
            stcPayMobile: input.body.stc_pay_mobile,
          })
        : null;
    if (started) {
      await tx.insert(payments).values({
        orderId: order.id,
        reference: order.orderNumber,
        provider: started.provider,
        method: method.id,
        amount: onlineNow,
        status: started.status,
        walletMobile: started.walletMobile ?? null,
      });
    }
    await lifecycle.created({ tx, order, items, now });
    let final = order;
    if (!payNow) {
      if (!(await lifecycle.confirm(tx, order, now))) throw new HttpError(409, 'orders.hold_expired');
      // Read again: confirming wrote more than the status (a delivery's first step, a pickup's ready time).
      final = (await lockOrder(tx, order.id))!;
    }
    const response: CreateOrderResponse = {
      order: serializeOrder(
        {
          order: final,
          items: payNow ? items : items.map((i) => ({ ...i, cartItemId: null })),
          branchNames: await q.branchNames(
            tx,
            items.map((i) => i.branchId),
          ),
          paymentStatus: payNow ? 'pending' : onlineNow > 0 ? 'due_at_branch' : 'paid',
        },
        input.locale,
        business.timezone,
      ),
      payment: payNow ? (started?.payment ?? null) : null,
      confirmation_message: {
        message_1: [
          format(input.locale, onlineNow > 0 ? method.createdMessage : 'orders.created_paid', {
            number: order.orderNumber,
          }),
          // The cancellation policy, in the confirmation too (issue 28).
          ...(order.depositAmount > 0 ? [policyText(input.locale, business.cancelWindowHours)] : []),
        ].join(' '),
      },
      saved_cards: payNow ? await deps.savedCards(tx, input.userId) : [],
    };
    if (claim) await storeAnswer(tx, claim, 201, response);
    return { statusCode: 201, response };
  }).catch(async (error: unknown) => {
    if (error instanceof SelectionRefused) throw await stale(error.key, error.values);
    throw error;
  });
  return answer;
}

/** What the order takes from the promo, gift cards and points (moved in the ledger by the `created` hook), and its fees. */
export async function recordSelection(tx: Db, orderId: number, userId: number, priced: Priced) {
  const { pricing } = priced;
  const rows: (typeof orderRedemptions.$inferInsert)[] = [];
  if (priced.promo?.applied && priced.promo.row && pricing.promo_discount > 0) {
    rows.push({
      orderId,
      userId,
      kind: 'promo',
      promoCodeId: priced.promo.row.id,
      amount: pricing.promo_discount,
    });
  }
  for (const card of priced.giftCards) {
    if (card.amount > 0)
      rows.push({ orderId, userId, kind: 'gift_card', giftCardId: card.cardId, amount: card.amount });
  }
  if (pricing.redeem_points > 0) {
    rows.push({
      orderId,
      userId,
      kind: 'points',
      amount: pricing.redeem_points_price,
      points: pricing.redeem_points,
    });
  }
  if (rows.length > 0) await tx.insert(orderRedemptions).values(rows);
  const fees = [...priced.fees.applied, ...deliveryFeeLine(priced.fulfilment)];
  if (fees.length > 0) {
    await tx.insert(orderServiceFees).values(
      fees.map((fee, i) => ({
        orderId,
        serviceFeeId: fee.id,
        addressId: fee.address_id,
        nameEn: fee.nameEn,
        nameAr: fee.nameAr,
        price: fee.price,
        pointsAmount: pricing.fees[i]!.points,
        taxAmount: pricing.fees[i]!.tax,
      })),
    );
  }
}
