/**
 * The reports as CSV (issue 17 item 4): one table per download, column names in the asker's language, money in SAR
 * with two decimals (exact, from halalas), UTF-8 with a byte order mark so Excel reads Arabic names.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { PolicyReport, ReportTable, ReportsResponse } from '@hajz/contracts/reports';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { HttpError } from '../../plugins/errors.ts';

type Cell = string | number;
type Table = { head: MessageKey[]; rows: Cell[][] };

/** Halalas as SAR with two decimals, without floating point ("-12.05"). */
export function sar(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A text cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const percent = (perMille: number | null) =>
  perMille === null ? '' : `${Math.floor(perMille / 10)}.${perMille % 10}`;

function tableOf(report: ReportsResponse, table: ReportTable, t: (key: MessageKey) => string): Table {
  const r = report.revenue;
  switch (table) {
    case 'revenue-by-day':
      return {
        head: ['reports.csv.date', 'reports.csv.orders', 'reports.csv.total', 'reports.csv.vat'],
        rows: r.by_day.map((d) => [d.date, d.orders, sar(d.total), sar(d.vat)]),
      };
    case 'revenue-by-branch':
      return {
        head: ['reports.csv.branch', 'reports.csv.orders', 'reports.csv.total', 'reports.csv.vat'],
        rows: r.by_branch.map((b) => [
          text(b.branch_id === null ? t('reports.csv.no_branch') : b.name),
          b.orders,
          sar(b.total),
          sar(b.vat),
        ]),
      };
    case 'revenue-by-service':
      return {
        head: [
          'reports.csv.kind',
          'reports.csv.name',
          'reports.csv.quantity',
          'reports.csv.total',
          'reports.csv.vat',
        ],
        rows: r.by_service.map((s) => [
          t(s.kind === 'fee' ? 'reports.csv.kind_fee' : 'reports.csv.kind_product'),
          text(s.name),
          s.quantity,
          sar(s.total),
          sar(s.vat),
        ]),
      };
    case 'revenue-by-staff':
      return {
        head: ['reports.csv.staff', 'reports.csv.lines', 'reports.csv.total', 'reports.csv.vat'],
        rows: r.by_staff.map((s) => [
          text(s.resource_id === null ? t('reports.csv.unassigned') : s.name),
          s.lines,
          sar(s.total),
          sar(s.vat),
        ]),
      };
    case 'vat':
      return {
        head: [
          'reports.csv.figure',
          'reports.csv.count',
          'reports.csv.excl_vat',
          'reports.csv.vat',
          'reports.csv.total',
        ],
        rows: (['invoiced', 'cancelled', 'revenue'] as const).map((k) => [
          t(`reports.csv.${k}`),
          r[k].count,
          sar(r[k].excl_vat),
          sar(r[k].vat),
          sar(r[k].total),
        ]),
      };
    case 'bookings':
      return {
        head: [
          'reports.csv.date',
          'reports.csv.booked',
          'reports.csv.kept',
          'reports.csv.cancellations',
          'reports.csv.no_shows',
        ],
        rows: [
          ...[...report.bookings.by_day, { date: t('reports.csv.all'), ...report.bookings.totals }].map(
            (d) => [d.date, d.booked, d.kept, d.cancelled, d.no_shows],
          ),
        ],
      };
    case 'utilisation':
      return {
        head: [
          'reports.csv.staff',
          'reports.csv.branch',
          'reports.csv.shift_minutes',
          'reports.csv.booked_minutes',
          'reports.csv.utilisation',
        ],
        rows: [
          ...report.utilisation.resources.map((u) => [
            text(u.name),
            text(u.branch_name),
            u.shift_minutes,
            u.booked_minutes,
            percent(u.per_mille),
          ]),
          [
            t('reports.csv.all'),
            '',
            report.utilisation.totals.shift_minutes,
            report.utilisation.totals.booked_minutes,
            percent(report.utilisation.totals.per_mille),
          ],
        ],
      };
    case 'gift-cards': {
      const g = report.gift_cards;
      if (!g) throw new HttpError(403, 'reports.owner_only');
      return {
        head: ['reports.csv.figure', 'reports.csv.amount'],
        rows: [
          [t('reports.csv.opening'), sar(g.opening)],
          [t('reports.csv.sold'), sar(g.sold)],
          [t('reports.csv.cards_sold'), g.cards_sold],
          [t('reports.csv.redeemed'), sar(g.redeemed)],
          [t('reports.csv.revoked'), sar(g.revoked)],
          [t('reports.csv.adjusted'), sar(g.adjusted)],
          [t('reports.csv.closing'), sar(g.closing)],
        ],
      };
    }
    case 'points': {
      const p = report.points;
      if (!p) throw new HttpError(403, 'reports.owner_only');
      return {
        head: ['reports.csv.figure', 'reports.csv.points'],
        rows: [
          [t('reports.csv.opening'), p.opening],
          [t('reports.csv.earned'), p.earned],
          [t('reports.csv.redeemed'), p.redeemed],
          [t('reports.csv.adjusted'), p.adjusted],
          [t('reports.csv.closing'), p.closing],
          [t('reports.csv.closing_value'), sar(p.closing_value)],
        ],
      };
    }
    case 'policy-by-branch':
    case 'policy-by-service': {
      // Issue 28: no-show and late-cancel rates, deposits kept and refunded.
      const policy = report.policy;
      const rows = table === 'policy-by-branch' ? policy.by_branch : policy.by_service;
      const figures = (f: PolicyReport['totals']) => [
        f.booked,
        f.no_shows,
        percent(f.no_show_per_mille),
        f.late_cancels,
        percent(f.late_cancel_per_mille),
        sar(f.deposits_kept),
        sar(f.deposits_refunded),
      ];
      return {
        head: [
          table === 'policy-by-branch' ? 'reports.csv.branch' : 'reports.csv.service_name',
          'reports.csv.booked',
          'reports.csv.no_shows',
          'reports.csv.no_show_rate',
          'reports.csv.late_cancels',
          'reports.csv.late_cancel_rate',
          'reports.csv.deposits_kept',
          'reports.csv.deposits_refunded',
        ],
        rows: [
          ...rows.map((r) => [text(r.name), ...figures(r)]),
          [t('reports.csv.all'), ...figures(policy.totals)],
        ],
      };
    }
    case 'promo-codes':
      return {
        head: ['reports.csv.code', 'reports.csv.uses', 'reports.csv.discount'],
        rows: [
          ...report.promo_codes.codes.map((c) => [text(c.code), c.uses, sar(c.discount)]),
          [t('reports.csv.all'), report.promo_codes.totals.uses, sar(report.promo_codes.totals.discount)],
        ],
      };
    case 'waitlist':
      return {
        head: [
          'reports.csv.name',
          'reports.csv.freed_times',
          'reports.csv.offers',
          'reports.csv.accepted',
          'reports.csv.fill_rate',
        ],
        rows: [
          ...report.waitlist.by_service.map((s) => [
            text(s.name),
            s.freed_times,
            s.offers,
            s.accepted,
            percent(s.per_mille),
          ]),
          [
            t('reports.csv.all'),
            report.waitlist.totals.freed_times,
            report.waitlist.totals.offers,
            report.waitlist.totals.accepted,
            percent(report.waitlist.totals.per_mille),
          ],
        ],
      };
  }
}

export function reportCsv(report: ReportsResponse, table: ReportTable, locale: Locale): string {
  const t = (key: MessageKey) => translate(locale, key);
  const { head, rows } = tableOf(report, table, t);
  const lines = [head.map((k) => text(t(k))), ...rows.map((row) => row.map(String))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

export const csvFilename = (report: ReportsResponse, table: ReportTable) =>
  `hajz-${table}-${report.from}-to-${report.to}${report.branch_id ? `-branch-${report.branch_id}` : ''}.csv`;
