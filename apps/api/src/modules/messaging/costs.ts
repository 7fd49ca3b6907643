/** What messages cost over a period (back-office reports, ADR 0056): per channel, and per booking messaged. */
import type { MessagingReport } from '@hajz/contracts/reports';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

export async function messagingCosts(db: Db, start: Date, end: Date): Promise<MessagingReport> {
  const inPeriod = and(gte(messages.createdAt, start), lt(messages.createdAt, end));
  const rows = await db
    .select({
      channel: messages.channel,
      messages: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${messages.status} = 'failed'))::int`,
      fallbacks: sql<number>`(count(*) filter (where ${messages.fallbackOf} is not null))::int`,
      cost: sql<number>`coalesce(sum(${messages.costHalalas}), 0)::int`,
    })
    .from(messages)
    .where(inPeriod)
    .groupBy(messages.channel);
  const [booked] = await db
    .select({
      bookings: sql<number>`count(distinct ${messages.orderId})::int`,
      cost: sql<number>`coalesce(sum(${messages.costHalalas}) filter (where ${messages.orderId} is not null), 0)::int`,
    })
    .from(messages)
    .where(inPeriod);
  const channels = (['whatsapp', 'sms'] as const).map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return {
      channel,
      messages: row?.messages ?? 0,
      failed: row?.failed ?? 0,
      fallbacks: row?.fallbacks ?? 0,
      cost: row?.cost ?? 0,
    };
  });
  const bookings = booked?.bookings ?? 0;
  return {
    channels,
    totals: {
      messages: channels.reduce((n, c) => n + c.messages, 0),
      cost: channels.reduce((n, c) => n + c.cost, 0),
    },
    bookings,
    cost_per_booking: bookings === 0 ? 0 : Math.round((booked?.cost ?? 0) / bookings),
  };
}
