import type { AddToCartBody, Cart, CartProduct } from '@hajz/contracts/cart';
import { emptySelection, lineTotal, vatRatePercent, type CartSelection } from '@hajz/contracts/cart';
import type { CartProductType } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import type { DeliveryMethod, ServiceType } from '@hajz/contracts/app-settings';
import type { Db } from '../../db/client.ts';
import { format, translate } from '../../i18n/messages.ts';
import { cached } from '../../lib/read-cache.ts';
import { localized } from '../../lib/localized.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { findBookableProduct, visitForOne, visitServices } from '../booking/index.ts';
import { resolveService, slotContext } from '../booking/index.ts';
import { clockMinutes, isCalendarDate, isoWithOffset, localDate, localTime } from '../../lib/zoned-time.ts';
import { toWorkingTimes } from '../catalogue/index.ts';
import { listWorkingTimes } from '../catalogue/index.ts';
import { sizePrice } from '../catalogue/index.ts';
import { policyText } from '../../lib/cancellation-policy.ts';
import { loadBusiness } from '../settings/index.ts';
import { holdServiceLine, holdVisit, withRetry } from './hold.ts';
import { transaction } from '../../db/transaction.ts';
import type { OrderLifecycle } from '../../lifecycle/order-lifecycle.ts';
import { checkGiftCardAdd } from '../gift-card-shop/index.ts';
import { saveGiftCardLine } from './gift-card-lines.ts';
import * as q from './queries.ts';
import { priceSelection } from '../pricing/index.ts';
import { cartPaymentMethods } from '../payments/index.ts';

const itemNotFound = () => notFound('cart.item_not_found');
const invalid = (field: string, key: Parameters<typeof translate>[1]) =>
  new HttpError(422, key, { [field]: [key] });

/** What a cart write needs: the database and the order lifecycle (a write ends the cart's unpaid order). */
export type CartWriter = { db: Db; lifecycle: OrderLifecycle };

/** Adds a line, or changes the line `cart_product_id` (moving its hold for a service). Returns the line id. */
export async function addToCart(
  { db, lifecycle }: CartWriter,
  userId: number,
  body: AddToCartBody,
  now = new Date(),
  locale: Locale = 'en',
): Promise<{ id: number; created: boolean }> {
  const product = await findBookableProduct(db, body.product_id);
  if (!product) throw notFound('errors.product_not_found');
  if (!product.branchIds.includes(body.branch_id)) throw notFound('booking.not_offered');
  const following = body.then_product_ids ?? [];
  if (following.length > 0 && product.type !== 'service') {
    throw invalid('then_product_ids', 'validation.visit_services');
  }
  if (product.type === 'service') {
    if (body.quantity !== 1) throw invalid('quantity', 'cart.service_quantity');
    if (!body.date) throw invalid('date', 'cart.time_required');
    if (!body.selectedTime) throw invalid('selectedTime', 'cart.time_required');
    if (!isCalendarDate(body.date)) throw invalid('date', 'validation.date');
  }
  if (following.length > 0) {
    if (body.visitors !== 1) throw visitForOne();
    // A visit is added whole; changing one means removing it (all its parts) and adding it again (ADR 0063).
    if (body.cart_product_id !== undefined) throw invalid('then_product_ids', 'cart.visit_not_editable');
    return addVisit({ db, lifecycle }, userId, body, following, now, locale);
  }
  const giftCardAmount = product.type === 'gift_card' ? await checkGiftCardAdd(db, product.id, body) : null;
  const service =
    product.type === 'service' ? (await resolveService(db, product.id, body.branch_id)).product : null;
  // Read before the transaction: inside it only `tx` may be used (PGlite has a single connection).
  const context = service ? await slotContext(db, body.branch_id) : null;
  const id = await withRetry(() =>
    transaction(db, async (tx) => {
      const cartId = await q.lockCart(tx, userId);
      await lifecycle.replacePending(tx, cartId, 'cart_changed', now);
      const existing =
        body.cart_product_id === undefined ? undefined : await q.findItem(tx, cartId, body.cart_product_id);
      if (body.cart_product_id !== undefined && !existing) throw itemNotFound();
      if (existing?.visitId) throw invalid('selectedTime', 'cart.visit_not_editable');
      if (service && context) {
        return holdServiceLine(
          context,
          tx,
          cartId,
          {
            product: service,
            branchId: body.branch_id,
            date: body.date!,
            minutes: clockMinutes(body.selectedTime!),
            visitors: body.visitors,
            guest: {
              name: body.guest_name ?? null,
              phone: body.guest_phone ?? null,
              note: body.guest_note ?? null,
            },
            itemId: existing?.id,
          },
          now,
        );
      }
      if (giftCardAmount !== null) {
        const line = { productId: product.id, branchId: body.branch_id, amount: giftCardAmount };
        return saveGiftCardLine(tx, cartId, { ...line, quantity: body.quantity }, existing);
      }
      // A shop product: its size sets the price; the same product and size again adds to the same line.
      const size = body.selectedExtension ?? '30ml';
      if (existing) await q.releaseHolds(tx, existing.id);
      const same = existing ?? (await q.findShopLine(tx, cartId, product.id, body.branch_id, size));
      const quantity = existing ? body.quantity : (same?.quantity ?? 0) + body.quantity;
      return q.saveItem(
        tx,
        cartId,
        {
          productId: product.id,
          branchId: body.branch_id,
          quantity: Math.min(quantity, 99),
          size,
          startAt: null,
          endAt: null,
          visitors: 1,
          guestName: null,
          guestPhone: null,
          guestNote: null,
          unitPrice: sizePrice(product.price, size),
        },
        same?.id,
      );
    }),
  );
  return { id, created: body.cart_product_id === undefined };
}

/** Several services back to back in one visit (ADR 0063): every part held in one transaction, or none. */
async function addVisit(
  { db, lifecycle }: CartWriter,
  userId: number,
  body: AddToCartBody,
  following: number[],
  now: Date,
  locale: Locale,
): Promise<{ id: number; created: boolean }> {
  const first = (await resolveService(db, body.product_id, body.branch_id)).product;
  const services = [first, ...(await visitServices(db, body.branch_id, following))];
  const context = await slotContext(db, body.branch_id);
  const ids = await withRetry(() =>
    transaction(db, async (tx) => {
      const cartId = await q.lockCart(tx, userId);
      await lifecycle.replacePending(tx, cartId, 'cart_changed', now);
      return holdVisit(
        context,
        tx,
        cartId,
        {
          services,
          branchId: body.branch_id,
          date: body.date!,
          minutes: clockMinutes(body.selectedTime!),
          guest: {
            name: body.guest_name ?? null,
            phone: body.guest_phone ?? null,
            note: body.guest_note ?? null,
          },
          locale,
        },
        now,
      );
    }),
  );
  return { id: ids[0]!, created: true };
}

/** Spec §7 cart-products/{id}/update-time-slot: the same rules as editing the time of the line. */
export async function updateTimeSlot(
  writer: CartWriter,
  userId: number,
  itemId: number,
  startAt: string,
  endAt: string,
  now = new Date(),
) {
  const start = new Date(startAt).getTime();
  const end = new Date(endAt).getTime();
  const { db } = writer;
  const line = (await q.listLines(db, userId)).find((l) => l.item.id === itemId);
  if (!line || line.product.type !== 'service') throw itemNotFound();
  const { item } = line;
  if (end - start !== (line.product.duration ?? 0) * 60_000) throw invalid('end_at', 'cart.end_mismatch');
  const business = await loadBusiness(db);
  const tz = business.timezone;
  return addToCart(
    writer,
    userId,
    {
      product_id: item.productId,
      branch_id: item.branchId,
      cart_product_id: item.id,
      quantity: 1,
      date: localDate(start, tz),
      selectedTime: localTime(start, tz),
      visitors: item.visitors,
      guest_name: item.guestName ?? undefined,
      guest_phone: item.guestPhone ?? undefined,
      guest_note: item.guestNote ?? undefined,
    },
    now,
  );
}

/** Locks the customer's cart and ends an unpaid order made from it (it no longer matches the cart). */
async function openCartForWrite(lifecycle: OrderLifecycle, tx: Db, userId: number): Promise<number> {
  const cartId = await q.lockCart(tx, userId);
  await lifecycle.replacePending(tx, cartId, 'cart_changed', new Date());
  return cartId;
}

/** Removes a line and releases its hold; a part of a visit takes the whole visit with it (ADR 0063). */
export async function removeItem({ db, lifecycle }: CartWriter, userId: number, itemId: number) {
  const removed = await transaction(db, async (tx) =>
    q.deleteItemOrVisit(tx, await openCartForWrite(lifecycle, tx, userId), itemId),
  );
  if (!removed) throw itemNotFound();
}

export async function clearCart({ db, lifecycle }: CartWriter, userId: number): Promise<void> {
  await transaction(db, async (tx) => q.deleteAllItems(tx, await openCartForWrite(lifecycle, tx, userId)));
}

/** The spec §7 headers a cart is priced with (Service-Type, Delivery-Method). */
export type CartHeaders = { serviceType: ServiceType; deliveryMethod: DeliveryMethod };

/** Spec §3 Cart, for the signed-in user. Money in halalas, VAT included in prices (see ADR 0007). */
export async function getCart(
  db: Db,
  userId: number,
  locale: Locale,
  headers: CartHeaders,
  selection: CartSelection = emptySelection,
  now = new Date(),
): Promise<Cart> {
  const { serviceType, deliveryMethod } = headers;
  const [business, lines] = await Promise.all([loadBusiness(db), q.listLines(db, userId)]);
  const tz = business.timezone;
  const iso = (d: Date | null) => (d ? isoWithOffset(d.getTime(), tz) : null);
  const products: CartProduct[] = lines.map(({ item, product, branch, holdExpiresAt }) => {
    const hasGuest = item.guestName !== null || item.guestPhone !== null || item.guestNote !== null;
    return {
      cart_product_id: item.id,
      product_id: item.productId,
      type: product.type as CartProductType,
      name: localized(product, 'name', locale),
      voucher_group_name: product.type === 'gift_card' ? localized(product, 'name', locale) : null,
      image: product.image,
      branch_id: item.branchId,
      branch_name: localized(branch, 'name', locale),
      quantity: item.quantity,
      size: item.size,
      date: item.startAt ? localDate(item.startAt.getTime(), tz) : null,
      start_at: iso(item.startAt),
      end_at: iso(item.endAt),
      duration: product.duration,
      visitors: item.visitors,
      guest: hasGuest ? { name: item.guestName, phone: item.guestPhone, note: item.guestNote } : null,
      unit_price: item.unitPrice,
      total_price: item.unitPrice * item.quantity * item.visitors,
      hold_expires_at: holdExpiresAt === null ? null : isoWithOffset(Number(holdExpiresAt), tz),
      visit_id: item.visitId,
    };
  });
  const firstService = products.find((p) => p.type === 'service');
  const hours = firstService
    ? (await cached(db, 'working-times', () => listWorkingTimes(db))).filter(
        (h) => h.branchId === firstService.branch_id,
      )
    : [];
  const priced = await priceSelection(db, {
    userId,
    cartId: lines[0]?.item.cartId ?? null,
    lines: lines.map(({ item, product }) => ({
      key: item.id,
      productId: item.productId,
      categoryId: product.categoryId,
      type: product.type,
      gross: lineTotal({ unit_price: item.unitPrice, quantity: item.quantity, visitors: item.visitors }),
      branchId: item.branchId,
      places: item.quantity * item.visitors,
      startAt: item.startAt,
    })),
    selection,
    locale,
    now,
    deliveryMethod,
  });
  const { deposits } = priced;
  const totals = priced.pricing;
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const empty = products.length === 0;
  return {
    products,
    loyalty_points: {
      available: priced.points.available,
      value: priced.points.available * priced.points.pointValue,
      point_value: priced.points.pointValue,
    },
    payment_methods: cartPaymentMethods(
      // Limits apply to what is charged now: with a deposit, the deposit part (ADR 0054).
      { lines: products, total: deposits.due_now, deposit: deposits.deposit },
      business.paymentMethods,
      locale,
    ),
    working_times: firstService ? toWorkingTimes(hours) : [],
    cart_title: t(empty ? 'cart.empty_title' : 'cart.title'),
    cart_title_sub_message: empty
      ? t('cart.empty_sub')
      : firstService
        ? format(locale, 'cart.hold_notice', { minutes: String(business.holdMinutes) })
        : '',
    message: t('cart.vat_included'),
    service_type: serviceType,
    sub_total: totals.sub_total,
    tax_amount: totals.tax_amount,
    vat_rate: vatRatePercent,
    promo_discount: totals.promo_discount,
    extra_discount: totals.extra_discount,
    gift_card_discount: totals.gift_card_discount,
    order_service_fees_price: totals.order_service_fees_price,
    redeem_points: totals.redeem_points,
    redeem_points_price: totals.redeem_points_price,
    total: totals.total,
    available_service_fees: priced.fees.available,
    selected_service_fee_id: priced.fees.applied[0]?.id ?? null,
    selected_service_fee_address_id: priced.fees.applied[0]?.address_id ?? null,
    selected_service_fees: priced.fees.applied.map((f) => ({ id: f.id, address_id: f.address_id })),
    service_fee_notes: priced.fees.byAddress.map(({ id, address_id, applied, message, zone, address }) => ({
      id,
      address_id,
      applied,
      message,
      zone,
      address,
    })),
    fulfilment: {
      kind: priced.fulfilment.kind,
      available: priced.fulfilment.available,
      address_id: priced.fulfilment.address_id,
      applied: priced.fulfilment.applied,
      message: priced.fulfilment.message,
      zone: priced.fulfilment.zone,
      address: priced.fulfilment.address,
      fee: priced.fulfilment.fee,
      ready_at: iso(priced.fulfilment.ready_at === null ? null : new Date(priced.fulfilment.ready_at)),
    },
    promo: priced.promo && {
      code: priced.promo.code,
      applied: priced.promo.applied,
      message: priced.promo.message,
    },
    gift_cards: priced.giftCards.map((c) => ({
      serial_number: c.serial,
      applied: c.applied,
      amount: c.amount,
      remaining_after: c.remainingAfter,
      message: c.reason ? translate(locale, c.reason) : null,
    })),
    use_points: selection.use_points,
    customer_class: priced.customerClass,
    deposit: {
      amount: deposits.deposit,
      due_now: deposits.due_now,
      due_at_visit: deposits.due_at_visit,
      lines: lines.flatMap(({ item }, i) => {
        const amount = deposits.lines[i];
        return amount === null || amount === undefined ? [] : [{ cart_product_id: item.id, amount }];
      }),
      cancellation_window_hours: business.cancelWindowHours,
      policy: deposits.deposit > 0 ? policyText(locale, business.cancelWindowHours) : null,
    },
  };
}
