/**
 * What must hold between orders, bookings, redemptions and the ledger, whoever wrote the rows (the order lifecycle,
 * the seed, a migration). Each check is one query answering the rows that break it; `checkInvariants` answers one
 * line per broken row, empty when all hold. Used by the seed's test and by tests that drive the whole lifecycle.
 */
import { firstPih } from '@hajz/zatca';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

type Check = { name: string; query: ReturnType<typeof sql> };

const checks: Check[] = [
  {
    // A confirmed or completed order holds one booking per visitor of each service line; any other order none, and
    // neither does a gift's line whose time its recipient has yet to choose (no start).
    name: 'service line with the wrong number of bookings',
    query: sql`
      select * from (
        select o.order_number as order, o.status, i.id as line,
          case when o.status in ('confirmed', 'completed') and i.start_at is not null then i.visitors else 0 end
            as expected,
          (select count(*) from reservations r where r.order_item_id = i.id and r.kind = 'booking')::int as bookings
        from order_items i
        join orders o on o.id = i.order_id
        where i.type = 'service'
      ) lines
      where expected <> bookings`,
  },
  {
    // A gift card or points redemption still standing (reserved or used) has its debit in the ledger, a released
    // one is given back in full: the net of the ledger entries with the redemption's keys.
    name: 'redemption not matched by the ledger',
    query: sql`
      select o.order_number as order, x.kind, x.status, x.amount, x.points,
        coalesce(sum(e.amount), 0)::int as ledger_net
      from order_redemptions x
      join orders o on o.id = x.order_id
      left join ledger_entries e on e.order_id = x.order_id
        and e.idempotency_key like 'redemption:' || x.id || ':%'
      where x.kind in ('gift_card', 'points')
      group by o.order_number, x.id, x.kind, x.status, x.amount, x.points
      having coalesce(sum(e.amount), 0) <> case
        when x.status = 'released' then 0
        when x.kind = 'points' then -x.points
        else -x.amount end`,
  },
  {
    // Every gift card or points debit for an order comes from a redemption row of that order.
    name: 'ledger debit for an order with no redemption',
    query: sql`
      select o.order_number as order, e.reason, e.amount, e.idempotency_key as key
      from ledger_entries e
      join orders o on o.id = e.order_id
      where e.reason in ('gift_card_redeem', 'points_redeemed')
        and not exists (
          select 1 from order_redemptions x
          where x.order_id = e.order_id and e.idempotency_key like 'redemption:' || x.id || ':%')`,
  },
  {
    // What the order says the cards paid is what its gift card redemptions took.
    name: 'order gift card discount differs from its redemptions',
    query: sql`
      select o.order_number as order, o.gift_card_discount as order_says,
        coalesce(sum(x.amount) filter (where x.kind = 'gift_card' and x.status <> 'released'), 0)::int as redeemed
      from orders o
      left join order_redemptions x on x.order_id = o.id
      where o.status in ('pending_payment', 'confirmed', 'completed')
      group by o.id
      having o.gift_card_discount <>
        coalesce(sum(x.amount) filter (where x.kind = 'gift_card' and x.status <> 'released'), 0)`,
  },
  {
    // A ledger account's balance is the sum of its entries, and each entry's balance_after the running sum.
    name: 'ledger balance differs from its entries',
    query: sql`
      select a.id as account, a.balance, coalesce(sum(e.amount), 0)::int as entries
      from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance
      having a.balance <> coalesce(sum(e.amount), 0)`,
  },
  {
    // A voided gift card holds nothing: voiding debits what was left in the same transaction, and nothing credits it
    // afterwards (ADR 0032).
    name: 'voided gift card with a balance',
    query: sql`
      select c.serial_number as card, a.balance
      from gift_cards c
      join ledger_accounts a on a.gift_card_id = c.id
      where c.voided_at is not null and a.balance <> 0`,
  },
  {
    // An EGS unit's chain (ADR 0047): its documents are ICV 1..last_icv, each PIH the hash of the one before (the
    // first: ZATCA's hash of "0"), and the unit's head names its last document's hash. Holding for every document
    // and the head, there is no gap, no fork and nothing beyond the head.
    name: 'e-invoicing chain broken',
    query: sql`
      select d.unit_id as unit, d.icv, d.number
      from e_invoice_documents d
      join egs_units u on u.id = d.unit_id
      left join e_invoice_documents p on p.unit_id = d.unit_id and p.icv = d.icv - 1
      where d.icv > u.last_icv
        or (d.icv = 1 and d.pih <> ${firstPih})
        or (d.icv > 1 and (p.id is null or p.hash <> d.pih))
      union all
      select u.id as unit, u.last_icv as icv, 'head' as number
      from egs_units u
      left join e_invoice_documents h on h.unit_id = u.id and h.icv = u.last_icv
      where u.last_icv > 0 and (h.id is null or h.hash <> u.last_hash)`,
  },
  {
    // What a sale, cancellation or refund had to document (ADR 0050): an issued request names a document of its order.
    name: 'e-invoicing request issued without its document',
    query: sql`
      select r.id as request, r.order_id, d.order_id as document_order
      from e_invoice_requests r
      left join e_invoice_documents d on d.id = r.document_id
      where r.state = 'issued' and (d.id is null or d.order_id is distinct from r.order_id)`,
  },
  {
    // A support ticket starts with its first message (one transaction), and a side's read marker is one of the
    // ticket's messages (or 0): never beyond what was written.
    name: 'support ticket without its first message, or read beyond its messages',
    query: sql`
      select t.id as ticket, t.customer_read_id, t.staff_read_id, max(m.id) as last_message
      from support_tickets t
      left join support_ticket_messages m on m.ticket_id = t.id
      group by t.id
      having max(m.id) is null
        or t.customer_read_id > max(m.id)
        or t.staff_read_id > max(m.id)`,
  },
];

/** One line per row that breaks an invariant ("name: {row}"); empty when every invariant holds. */
export async function checkInvariants(db: Db): Promise<string[]> {
  const broken: string[] = [];
  for (const { name, query } of checks) {
    const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    for (const row of result.rows) broken.push(`${name}: ${JSON.stringify(row)}`);
  }
  return broken;
}
