/**
 * What a cart's deposits come to (issue 28): each service line's deposit from its product's rule, then the split of
 * what is left to pay into "due now" (online) and "due at the visit" (contracts deposit-rules.ts). A customer is new
 * until they have completed a visit; a deposit "at peak hours only" is asked when the line's time starts in the
 * business's peak hours, on its wall clock (ADR 0064).
 */
import {
  inPeakHours,
  lineDeposit,
  splitDue,
  type DepositKind,
  type DueSplit,
  type PeakRange,
} from '@hajz/contracts/deposit-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, products } from '../../db/schema.ts';
import { clockMinutes, dayOfWeek, localDate, localTime } from '../../lib/zoned-time.ts';

/** `startAt`: the booked time of a service line (null: none yet, never at peak). */
export type DepositLine = {
  productId: number;
  type: string;
  payable: number;
  places: number;
  startAt?: Date | null;
};
/** The business's peak hours and the time zone they are read in (ADR 0064). */
export type PeakHours = { ranges: readonly PeakRange[]; timezone: string };

/** Whether a booked time starts in the business's peak hours, on its wall clock. */
export function atPeak(peak: PeakHours, startAt: Date | null | undefined): boolean {
  if (!startAt || peak.ranges.length === 0) return false;
  const at = startAt.getTime();
  return inPeakHours(
    peak.ranges,
    dayOfWeek(localDate(at, peak.timezone)),
    clockMinutes(localTime(at, peak.timezone)),
  );
}
export type DepositQuote = DueSplit & { lines: (number | null)[] };

export async function isNewCustomer(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed')));
  return Number(row?.n ?? 0) === 0;
}

export async function quoteDeposits(
  tx: Db,
  userId: number,
  lines: DepositLine[],
  total: number,
  fees: number,
  peak: PeakHours,
): Promise<DepositQuote> {
  const ids = [...new Set(lines.filter((l) => l.type === 'service').map((l) => l.productId))];
  const rules =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: products.id,
            kind: products.depositKind,
            value: products.depositValue,
            newOnly: products.depositNewCustomersOnly,
            peakOnly: products.depositPeakOnly,
          })
          .from(products)
          .where(inArray(products.id, ids));
  const withRule = rules.filter((r) => r.kind !== 'none');
  const newCustomer = withRule.some((r) => r.newOnly) ? await isNewCustomer(tx, userId) : false;
  const deposits = lines.map((line) => {
    const rule = line.type === 'service' ? withRule.find((r) => r.id === line.productId) : undefined;
    if (!rule) return null;
    return lineDeposit(
      {
        kind: rule.kind as DepositKind,
        value: rule.value,
        newCustomersOnly: rule.newOnly,
        peakOnly: rule.peakOnly,
      },
      line.payable,
      line.places,
      newCustomer,
      rule.peakOnly && atPeak(peak, line.startAt),
    );
  });
  const split = splitDue(
    lines.map((l, i) => ({ payable: l.payable, deposit: deposits[i] ?? null })),
    total,
    fees,
  );
  return { ...split, lines: deposits };
}
