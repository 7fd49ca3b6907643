/**
 * Prices a customer's lines with what they chose (promo code, gift cards, points, service fees) and the discount
 * of their customer class, through the one totals function (contracts pricing-rules.ts). GET cart shows the result;
 * POST orders prices again inside its transaction with `lock`, so the promo's uses, the cards' and the points'
 * balances are read under their row locks and what the order takes is exactly what is left.
 */
import type { CartSelection, Pricing, PricingLine } from '@hajz/contracts/pricing-rules';
import { normalizeSerial, priceCart } from '@hajz/contracts/pricing-rules';
import type { BusinessType, DeliveryMethod } from '@hajz/contracts/app-settings';
import type { Locale } from '@hajz/contracts/locale';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards, ledgerAccounts, orderRedemptions, orders, serviceFees } from '../../db/schema.ts';
import { format, translate, type MessageKey } from '../../i18n/messages.ts';
import { localized } from '../../lib/localized.ts';
import { classFor, classRows, paidSpend } from '../loyalty/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { heldBy } from '../vouchers/index.ts';
import { chooseFulfilment, type Fulfilment } from '../fulfilment/index.ts';
import { priceAddressFee, type AddressFeeOutcome } from '../zones/index.ts';
import { quoteDeposits, type DepositQuote } from '../deposits/index.ts';
import { checkPromo, type PromoRow } from './promo.ts';

export type PriceLine = {
  key: number;
  productId: number;
  categoryId: number | null;
  /** 'service' | 'product' | 'gift_card' (a gift card bought: not discounted, not paid with stored value). */
  type: string;
  gross: number;
  /** The branch of a service line (a home visit's staff come from there); null for the rest. */
  branchId: number | null;
  /** Places booked (quantity × visitors): a fixed deposit is per place (issue 28). Default 1. */
  places?: number;
  /** A service line's booked time: a deposit "at peak hours only" looks at it (ADR 0064). */
  startAt?: Date | null;
};

export type PriceInput = {
  userId: number;
  /** The customer's cart: the uses and amounts its own unpaid order holds are not counted against it. */
  cartId: number | null;
  lines: PriceLine[];
  selection: CartSelection;
  locale: Locale;
  now: Date;
  /** Inside the order's transaction: lock the promo, the cards and the points account while reading them. */
  lock?: boolean;
  /** The spec's Delivery-Method header: how products should reach the customer (ADR 0024). */
  deliveryMethod?: DeliveryMethod;
};

export type PricedGiftCard = {
  serial: string;
  cardId: number | null;
  applied: boolean;
  amount: number;
  remainingAfter: number | null;
  /** Why it does not apply; 'vouchers.not_needed' is not an error. */
  reason: MessageKey | null;
};

export type Priced = {
  pricing: Pricing;
  promo: {
    code: string;
    row: PromoRow | null;
    applied: boolean;
    reason: MessageKey | null;
    values?: Record<string, string>;
    message: string | null;
  } | null;
  giftCards: PricedGiftCard[];
  points: { available: number; pointValue: number; used: number; price: number };
  fees: {
    available: { id: number; name: string; description: string; price: number; requires_address: boolean }[];
    applied: { id: number; address_id: number | null; nameEn: string; nameAr: string; price: number }[];
    /** Each chosen fee that needs an address: applied with its zone, or why not. */
    byAddress: AddressFeeOutcome[];
  };
  /** How the order reaches the customer; a delivery's fee is priced with the fees (after them). */
  fulfilment: Fulfilment;
  customerClass: { name: string; extra_discount: number } | null;
  /** The deposits (issue 28, ADR 0054): per line (null: paid in full online), and what is due now / at the visit. */
  deposits: DepositQuote;
  /** The first error to refuse an order with (a promo or gift card that cannot be used), else null. */
  refusal: { key: MessageKey; message: string; values?: Record<string, string> } | null;
};

/** What this cart's unpaid order has reserved: not counted against the cart (a new checkout replaces it). */
async function ownPending(tx: Db, cartId: number | null) {
  const cards = new Map<number, number>();
  let points = 0;
  if (cartId === null) return { orderIds: [] as number[], cards, points };
  const pendingOrders = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending_payment')));
  const orderIds = pendingOrders.map((o) => o.id);
  if (orderIds.length === 0) return { orderIds, cards, points };
  const rows = await tx
    .select()
    .from(orderRedemptions)
    .where(and(inArray(orderRedemptions.orderId, orderIds), eq(orderRedemptions.status, 'reserved')));
  for (const row of rows) {
    if (row.kind === 'points') points += row.points;
    if (row.kind === 'gift_card') cards.set(row.giftCardId!, (cards.get(row.giftCardId!) ?? 0) + row.amount);
  }
  return { orderIds, cards, points };
}

async function loadCards(tx: Db, userId: number, serials: string[], lock: boolean) {
  if (serials.length === 0) return [];
  const query = tx
    .select({ card: giftCards, accountId: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(giftCards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.giftCardId, giftCards.id))
    .where(and(heldBy(userId), inArray(giftCards.serialNumber, serials)))
    // One lock order for every checkout: accounts by id.
    .orderBy(asc(ledgerAccounts.id));
  return lock ? query.for('update', { of: ledgerAccounts }) : query;
}

async function pointsBalance(tx: Db, userId: number, lock: boolean) {
  const query = tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'points')));
  const [row] = lock ? await query.for('update') : await query;
  return row?.balance ?? 0;
}

export async function priceSelection(tx: Db, input: PriceInput): Promise<Priced> {
  const { selection, locale, now, userId } = input;
  const lock = input.lock ?? false;
  const business = await loadBusiness(tx);
  const pending = await ownPending(tx, input.cartId);
  const discountable = (l: PriceLine) => l.type !== 'gift_card';

  // The customer class's extra discount.
  const [classes, spend] = await Promise.all([classRows(tx), paidSpend(tx, userId)]);
  const { current } = classFor(classes, spend);
  const classPercent = current?.extraDiscountPercent ?? 0;

  // Promo code.
  let promo: Priced['promo'] = null;
  let eligible: ((l: PriceLine) => boolean) | null = null;
  if (selection.promo_code) {
    const check = await checkPromo(tx, selection.promo_code, {
      userId,
      now,
      lock,
      ignoreOrderIds: pending.orderIds,
      lines: input.lines.map((l) => ({ ...l, discountable: discountable(l) })),
    });
    const code = check.promo?.code ?? selection.promo_code.trim().toUpperCase();
    if (check.ok) {
      eligible = (l) => check.eligible({ ...l, discountable: discountable(l) });
      promo = { code, row: check.promo, applied: true, reason: null, message: null };
    } else {
      const message = check.values
        ? format(locale, check.reason, check.values)
        : translate(locale, check.reason);
      promo = { code, row: check.promo, applied: false, reason: check.reason, values: check.values, message };
    }
  }

  // Service fees: offered with a booking; a home-visit fee (needs an address) is listed but not applied yet.
  const hasService = input.lines.some((l) => l.type === 'service');
  const feeRows = hasService
    ? await tx
        .select()
        .from(serviceFees)
        .where(eq(serviceFees.active, true))
        .orderBy(asc(serviceFees.sort), asc(serviceFees.id))
    : [];
  const plainFees = selection.service_fees.flatMap((chosen) => {
    const row = feeRows.find((f) => f.id === chosen.id && !f.requiresAddress);
    return row
      ? [{ id: row.id, address_id: null, nameEn: row.nameEn, nameAr: row.nameAr, price: row.price }]
      : [];
  });
  const itemsTotal = input.lines.reduce((n, l) => n + l.gross, 0);
  const visitedBranches = [
    ...new Set(input.lines.flatMap((l) => (l.type === 'service' && l.branchId !== null ? [l.branchId] : []))),
  ];
  const byAddress = await Promise.all(
    selection.service_fees.flatMap((chosen) => {
      const row = feeRows.find((f) => f.id === chosen.id && f.requiresAddress);
      return row
        ? [
            priceAddressFee(tx, {
              userId,
              locale,
              row,
              addressId: chosen.address_id,
              branchIds: visitedBranches,
              itemsTotal,
            }),
          ]
        : [];
    }),
  );
  const appliedFees = [
    ...plainFees,
    ...byAddress.flatMap((o) => {
      const row = feeRows.find((f) => f.id === o.id)!;
      return o.applied
        ? [{ id: o.id, address_id: o.address_id, nameEn: row.nameEn, nameAr: row.nameAr, price: o.price }]
        : [];
    }),
  ];

  const fulfilment = await chooseFulfilment(tx, {
    userId,
    locale,
    businessType: business.businessType as BusinessType,
    deliveryMethod: input.deliveryMethod ?? 'reservation',
    addressId: selection.delivery_address_id ?? null,
    homeVisit: byAddress.find((o) => o.applied) ?? null,
    lines: input.lines,
    prepMinutes: business.prepMinutes,
    now,
  });
  const deliveryFee =
    fulfilment.kind === 'delivery' && fulfilment.applied ? [{ key: -1, gross: fulfilment.fee }] : [];

  // Gift cards: the holder's only (someone else's card is "unknown", never confirmed to exist).
  const found = await loadCards(tx, userId, selection.gift_cards.map(normalizeSerial), lock);
  const usable: { key: string; balance: number }[] = [];
  const cardState = selection.gift_cards.map((serial) => {
    const row = found.find((f) => f.card.serialNumber === normalizeSerial(serial));
    const balance = row ? row.balance + (pending.cards.get(row.card.id) ?? 0) : 0;
    let reason: MessageKey | null = null;
    if (!row) reason = 'vouchers.unknown';
    else if (row.card.expiresAt.getTime() <= now.getTime()) reason = 'vouchers.expired';
    else if (balance <= 0) reason = 'vouchers.used_up';
    else usable.push({ key: row.card.serialNumber, balance });
    return {
      serial: row?.card.serialNumber ?? normalizeSerial(serial),
      cardId: row?.card.id ?? null,
      balance,
      reason,
    };
  });

  const points = (await pointsBalance(tx, userId, lock)) + pending.points;
  const lines: PricingLine[] = input.lines.map((l) => ({
    key: l.key,
    gross: l.gross,
    promoEligible: eligible ? eligible(l) : false,
    discountable: discountable(l),
    storedValuePayable: discountable(l),
  }));
  const pricing = priceCart({
    lines,
    promo:
      eligible && promo?.row
        ? {
            kind: promo.row.kind as 'percent' | 'fixed',
            value: promo.row.value,
            maxDiscount: promo.row.maxDiscount,
          }
        : null,
    classDiscountPercent: classPercent,
    fees: [...appliedFees.map((f) => ({ key: f.id, gross: f.price })), ...deliveryFee],
    giftCards: usable,
    points: selection.use_points ? { available: points, pointValue: business.pointValue } : null,
  });

  const giftCardsOut: PricedGiftCard[] = cardState.map((c) => {
    const amount = pricing.gift_cards.find((g) => g.key === c.serial)?.amount ?? 0;
    const reason = c.reason ?? (amount === 0 ? 'vouchers.not_needed' : null);
    return {
      serial: c.serial,
      cardId: c.cardId,
      applied: c.reason === null,
      amount,
      remainingAfter: c.reason === null ? c.balance - amount : null,
      reason,
    };
  });
  const refusalCard = giftCardsOut.find((c) => !c.applied);
  const refusedFee = byAddress.find((o) => !o.applied);
  const refusal: Priced['refusal'] =
    promo && !promo.applied
      ? { key: promo.reason!, message: promo.message!, values: promo.values }
      : refusalCard
        ? { key: refusalCard.reason!, message: translate(locale, refusalCard.reason!) }
        : refusedFee
          ? { key: refusedFee.reason!, message: refusedFee.message, values: refusedFee.values }
          : !fulfilment.applied
            ? { key: fulfilment.reason!, message: fulfilment.message, values: fulfilment.values }
            : null;

  const deposits = await quoteDeposits(
    tx,
    userId,
    input.lines.map((l, i) => ({
      productId: l.productId,
      type: l.type,
      payable: pricing.lines[i]!.payable,
      places: l.places ?? 1,
      startAt: l.startAt ?? null,
    })),
    pricing.total,
    pricing.order_service_fees_price,
    { ranges: business.peakHours, timezone: business.timezone },
  );

  return {
    pricing,
    deposits,
    promo,
    giftCards: giftCardsOut,
    points: {
      available: points,
      pointValue: business.pointValue,
      used: pricing.redeem_points,
      price: pricing.redeem_points_price,
    },
    fees: {
      available: feeRows.map((f) => ({
        id: f.id,
        name: localized(f, 'name', locale),
        description: localized(f, 'description', locale),
        price: f.price,
        requires_address: f.requiresAddress,
      })),
      applied: appliedFees,
      byAddress,
    },
    fulfilment,
    customerClass: current
      ? { name: localized(current, 'name', locale), extra_discount: current.extraDiscountPercent ?? 0 }
      : null,
    refusal,
  };
}
