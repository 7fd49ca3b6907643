/**
 * Deposits (issue 28, docs/decisions/0054-deposits-and-the-cancellation-policy.md), in integer halalas, with no
 * schema library (safe for the browser bundle). A service may ask for a deposit: a percent of what its line costs
 * after discounts (rounded half up to the halala) or a fixed amount per booked place (never more than the line).
 * Paying online charges the deposits plus the full price of every line without one (and the fees); the rest of
 * each deposit line is due at the visit.
 */
import { percentOf } from './pricing-rules.ts';

export const depositKinds = ['none', 'percent', 'fixed'] as const;
export type DepositKind = (typeof depositKinds)[number];

/** `peakOnly`: asked only for a time in the business's peak hours (ADR 0064). */
export type DepositRule = { kind: DepositKind; value: number; newCustomersOnly: boolean; peakOnly?: boolean };

/** A weekly peak range as the settings keep it: 0 = Sunday; "HH:MM"; an end at or before the start runs past midnight. */
export type PeakRange = { day: number; start_at: string; end_at: string };
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether a local weekday (0 = Sunday) and minute of that day fall in the peak hours. */
export function inPeakHours(list: readonly PeakRange[], day: number, minute: number): boolean {
  return list.some((p) => {
    const start = minutesOf(p.start_at);
    let end = minutesOf(p.end_at);
    if (end === start) return false;
    if (end < start) end += 24 * 60;
    if (p.day === day && minute >= start && minute < end) return true;
    // A range past midnight covers the next day's first minutes.
    return (p.day + 1) % 7 === day && minute + 24 * 60 >= start && minute + 24 * 60 < end;
  });
}

/**
 * A line's deposit, or null when it has none (paid in full online). `places` = quantity × visitors; `atPeak`: the
 * booked time starts in the peak hours.
 */
export function lineDeposit(
  rule: DepositRule,
  payable: number,
  places: number,
  newCustomer: boolean,
  atPeak = false,
): number | null {
  if (rule.kind === 'none' || rule.value <= 0) return null;
  if (rule.newCustomersOnly && !newCustomer) return null;
  if (rule.peakOnly && !atPeak) return null;
  const amount =
    rule.kind === 'percent' ? percentOf(payable, Math.min(100, rule.value)) : rule.value * places;
  return Math.max(0, Math.min(payable, amount));
}

export type DueSplit = {
  /** The deposits held by the order (paid online). */
  deposit: number;
  /** What the customer pays online now. */
  due_now: number;
  /** What is left for the visit (cash or card at the desk). */
  due_at_visit: number;
};

/**
 * Splits what is left to pay (`total`, after gift cards and points) into now and at the visit. `lines` are the
 * priced lines: `deposit` null for a line paid in full online; `fees` are paid online. Gift cards and points pay
 * the part due at the visit first, so the deposit stays a payment made now (what a no-show costs).
 */
export function splitDue(
  lines: { payable: number; deposit: number | null }[],
  total: number,
  fees = 0,
): DueSplit {
  const deposited = lines.filter((l) => l.deposit !== null);
  if (deposited.length === 0) return { deposit: 0, due_now: total, due_at_visit: 0 };
  const deposits = deposited.reduce((n, l) => n + l.deposit!, 0);
  const online = lines.reduce((n, l) => n + (l.deposit ?? l.payable), 0) + fees;
  const dueNow = Math.max(0, Math.min(online, total));
  return { deposit: Math.min(deposits, dueNow), due_now: dueNow, due_at_visit: total - dueNow };
}

/**
 * The back office's deposit value as typed: a whole percent ("20") or SAR ("25.50"), to the stored number (percent
 * or halalas), or the message key of what is wrong: negative or zero, above 100 %, or larger than the price.
 */
export function parseDeposit(
  kind: DepositKind,
  raw: unknown,
  price: number,
): { value: number } | { problem: string } {
  if (kind === 'none') return { value: 0 };
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (/^-/.test(text)) return { problem: 'catalogue.deposit_positive' };
  let value: number | null = null;
  if (kind === 'percent') value = /^[0-9]{1,6}$/.test(text) ? Number(text) : null;
  else if (/^(?:0|[1-9][0-9]{0,5})(?:\.[0-9]{1,2})?$/.test(text)) {
    const [whole = '0', fraction = ''] = text.split('.');
    value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  }
  if (value === null) return { problem: 'catalogue.deposit_invalid' };
  if (value <= 0) return { problem: 'catalogue.deposit_positive' };
  if (kind === 'percent' && value > 100) return { problem: 'catalogue.deposit_percent_max' };
  if (kind === 'fixed' && value > price) return { problem: 'catalogue.deposit_above_price' };
  return { value };
}
