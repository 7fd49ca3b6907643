/**
 * Test helper (not a test file): writes generated orders as the lifecycle leaves them — priced by the one pricing
 * function, invoiced by the invoices module, bookings per visitor, gift cards, points and promo codes redeemed and
 * given back through the ledger with the redemption keys — at chosen times, and keeps what a report must then say.
 */
import { priceCart, type PromoRule } from '@hajz/contracts/pricing-rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  ledgerEntries,
  orderItems,
  orderRedemptions,
  orders,
  orderServiceFees,
  reservations,
} from '../db/schema.ts';
import { issueInvoice } from '../modules/invoices/queries.ts';
import { accountOf, post } from '../modules/ledger/ledger.ts';
import type { Fixture } from './booking.ts';
import { giftCardAccount, issueGiftCard } from '../modules/vouchers/issue.ts';

export const outcomes = ['confirmed', 'completed', 'cancelled', 'no_show', 'unpaid', 'expired'] as const;
export type Outcome = (typeof outcomes)[number];
export type GenOrder = {
  /** Index into the scene's branches; null: an order of no branch (a shop line). */
  branch: number | null;
  day: number;
  minute: number;
  lines: { unit: number; visitors: 1 | 2 }[];
  promo: number | null;
  classPercent: number;
  fee: boolean;
  giftCard: boolean;
  points: boolean;
  outcome: Outcome;
};
export type GenPromo = { id: number; code: string; rule: PromoRule };
export type Scene = { db: Db; userId: number; branches: Fixture[]; promos: GenPromo[]; pointValue: number };

/** What was generated, as the reports must count it. */
export type Expected = {
  orders: {
    branchId: number | null;
    date: string;
    invoiced: boolean;
    cancelled: boolean;
    total: number;
    vat: number;
    promo: { code: string; amount: number } | null;
    booking: { outcome: Outcome; date: string } | null;
  }[];
  giftCardsSold: number;
  giftCardsRedeemed: number;
  pointsEarned: number;
  pointsRedeemed: number;
  bookedMinutes: Map<number, number>;
};

let orderCount = 0;
const hour = 3_600_000;

async function postAt(db: Db, at: Date, entry: Parameters<typeof post>[1]) {
  const { entry: row } = await post(db, entry);
  await db.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.id, row.id));
}

/** Writes `list` in the week from `windowStart` (a business midnight); `dateOf` names an instant's business date. */
export async function writeOrders(
  scene: Scene,
  windowStart: number,
  dateOf: (at: Date) => string,
  cards: number[],
  earned: number,
  list: GenOrder[],
): Promise<Expected> {
  const { db, userId } = scene;
  const expected: Expected = {
    orders: [],
    giftCardsSold: 0,
    giftCardsRedeemed: 0,
    pointsEarned: earned,
    pointsRedeemed: 0,
    bookedMinutes: new Map(),
  };
  const early = new Date(windowStart + 60_000);
  // Gift cards issued at the start of the week, and points earned then.
  const balances: { id: number; account: number; balance: number }[] = [];
  for (const value of cards) {
    const card = await issueGiftCard(db, {
      userId,
      groupNameEn: 'Generated',
      groupNameAr: 'مولدة',
      value,
      expiresAt: new Date(windowStart + 400 * 24 * hour),
    });
    const account = await giftCardAccount(db, card.id);
    await db.update(ledgerEntries).set({ createdAt: early }).where(eq(ledgerEntries.accountId, account));
    balances.push({ id: card.id, account, balance: value });
    expected.giftCardsSold += value;
  }
  const pointsAccount = await accountOf(db, userId, 'points');
  let points = (
    await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, pointsAccount))
  ).reduce((n, e) => n + e.amount, 0);
  if (earned > 0) {
    await postAt(db, early, {
      accountId: pointsAccount,
      amount: earned,
      reason: 'points_earned',
      idempotencyKey: `generated:${++orderCount}`,
    });
    points += earned;
  }

  let slot = 0;
  for (const gen of list) {
    const fixture = gen.branch === null ? scene.branches[0]! : scene.branches[gen.branch]!;
    const at = new Date(windowStart + gen.day * 24 * hour + gen.minute * 60_000);
    const promo = gen.promo === null ? null : scene.promos[gen.promo % scene.promos.length]!;
    const card = gen.giftCard ? balances.find((c) => c.balance > 0) : undefined;
    const pricing = priceCart({
      lines: gen.lines.map((l, key) => ({
        key,
        gross: l.unit * l.visitors,
        promoEligible: true,
        discountable: true,
        storedValuePayable: true,
      })),
      promo: promo?.rule ?? null,
      classDiscountPercent: gen.classPercent,
      fees: gen.fee ? [{ key: 0, gross: 2300 }] : [],
      giftCards: card ? [{ key: String(card.id), balance: card.balance }] : [],
      points: gen.points && points > 0 ? { available: points, pointValue: scene.pointValue } : null,
    });
    const everConfirmed = !['unpaid', 'expired'].includes(gen.outcome);
    const status = {
      confirmed: 'confirmed',
      no_show: 'confirmed',
      completed: 'completed',
      cancelled: 'cancelled',
      unpaid: 'pending_payment',
      expired: 'expired',
    }[gen.outcome];
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `GEN${String(++orderCount).padStart(7, '0')}`,
        userId,
        status,
        paymentMethod: 'cash',
        subTotal: pricing.sub_total,
        taxAmount: pricing.tax_amount,
        promoDiscount: pricing.promo_discount,
        extraDiscount: pricing.extra_discount,
        giftCardDiscount: pricing.gift_card_discount,
        serviceFeePrice: pricing.order_service_fees_price,
        redeemPointsPrice: pricing.redeem_points_price,
        total: pricing.total,
        branchId: gen.branch === null ? null : fixture.branchId,
        noShowAt: gen.outcome === 'no_show' ? new Date(at.getTime() + hour) : null,
        promoCode: promo?.code ?? null,
        createdAt: at,
        confirmedAt: everConfirmed ? at : null,
        closedAt: ['cancelled', 'expired'].includes(gen.outcome) ? new Date(at.getTime() + hour) : null,
      })
      .returning();
    const released = gen.outcome === 'cancelled' || gen.outcome === 'expired';
    const booked = ['confirmed', 'completed', 'no_show'].includes(gen.outcome);
    let firstVisit: Date | null = null;
    for (const [i, line] of gen.lines.entries()) {
      const priced = pricing.lines[i]!;
      const service = gen.branch !== null;
      const start = service ? new Date(windowStart + 8 * hour + slot++ * hour) : null;
      firstVisit ??= start;
      const [item] = await db
        .insert(orderItems)
        .values({
          orderId: order!.id,
          productId: fixture.productId,
          branchId: fixture.branchId,
          type: service ? 'service' : 'product',
          nameEn: service ? `Service ${gen.branch}` : 'Shop item',
          nameAr: service ? `خدمة ${gen.branch}` : 'منتج',
          image: '/img/test.svg',
          quantity: 1,
          startAt: start,
          endAt: start && new Date(start.getTime() + hour),
          visitors: line.visitors,
          unitPrice: line.unit,
          totalPrice: priced.gross,
          discountAmount: priced.discount,
          pointsAmount: priced.points,
          taxAmount: priced.tax,
        })
        .returning();
      if (start && booked) {
        for (const resourceId of fixture.resourceIds.slice(0, line.visitors)) {
          await db.insert(reservations).values({
            resourceId,
            orderItemId: item!.id,
            period: `[${start.toISOString()},${new Date(start.getTime() + hour).toISOString()})`,
            kind: 'booking',
          });
          expected.bookedMinutes.set(resourceId, (expected.bookedMinutes.get(resourceId) ?? 0) + 60);
        }
      }
    }
    if (gen.fee)
      await db.insert(orderServiceFees).values({
        orderId: order!.id,
        nameEn: 'Home visit',
        nameAr: 'زيارة منزلية',
        price: pricing.fees[0]!.gross,
        pointsAmount: pricing.fees[0]!.points,
        taxAmount: pricing.fees[0]!.tax,
      });
    const redemptionStatus = released ? 'released' : everConfirmed ? 'used' : 'reserved';
    const redeem = async (
      kind: 'promo' | 'gift_card' | 'points',
      amount: number,
      extra: object,
      account?: number,
      units = amount,
    ) => {
      const [row] = await db
        .insert(orderRedemptions)
        .values({ orderId: order!.id, userId, kind, amount, status: redemptionStatus, ...extra })
        .returning();
      if (account === undefined) return;
      const reason =
        kind === 'gift_card'
          ? ['gift_card_redeem', 'gift_card_returned']
          : ['points_redeemed', 'points_returned'];
      await postAt(db, at, {
        accountId: account,
        amount: -units,
        reason: reason[0]!,
        orderId: order!.id,
        idempotencyKey: `redemption:${row!.id}:take:1`,
      });
      if (released)
        await postAt(db, new Date(at.getTime() + hour), {
          accountId: account,
          amount: units,
          reason: reason[1]!,
          orderId: order!.id,
          idempotencyKey: `redemption:${row!.id}:give:1`,
        });
    };
    if (promo && pricing.promo_discount > 0)
      await redeem('promo', pricing.promo_discount, { promoCodeId: promo.id });
    if (card && pricing.gift_card_discount > 0) {
      await redeem('gift_card', pricing.gift_card_discount, { giftCardId: card.id }, card.account);
      if (!released) {
        card.balance -= pricing.gift_card_discount;
        expected.giftCardsRedeemed += pricing.gift_card_discount;
      }
    }
    if (pricing.redeem_points > 0) {
      await redeem(
        'points',
        pricing.redeem_points_price,
        { points: pricing.redeem_points },
        pointsAccount,
        pricing.redeem_points,
      );
      if (!released) {
        points -= pricing.redeem_points;
        expected.pointsRedeemed += pricing.redeem_points;
      }
    }
    if (everConfirmed) await issueInvoice(db, order!, at);
    // What the invoice says was sold: after the promo, the class discount and points (a discount before VAT, ADR
    // 0069), with the fees; gift cards only paid part of it.
    const soldFor =
      pricing.sub_total -
      pricing.promo_discount -
      pricing.extra_discount +
      pricing.order_service_fees_price -
      pricing.redeem_points_price;
    expected.orders.push({
      branchId: order!.branchId,
      date: dateOf(at),
      invoiced: everConfirmed,
      cancelled: gen.outcome === 'cancelled',
      total: soldFor,
      vat: pricing.tax_amount,
      promo:
        promo && pricing.promo_discount > 0 && !released && everConfirmed
          ? { code: promo.code, amount: pricing.promo_discount }
          : null,
      booking: everConfirmed && firstVisit ? { outcome: gen.outcome, date: dateOf(firstVisit) } : null,
    });
  }
  return expected;
}
