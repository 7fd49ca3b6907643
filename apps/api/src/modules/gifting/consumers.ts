/**
 * What the outside world hears about a gift, after its transaction commits (outbox consumers, listed in app-context.ts):
 * the recipient's text message when the gift is sent (no price, ADR 0021), and the in-app notifications — to the
 * recipient when their number has an account, to the sender when the recipient accepts, chooses a time or declines.
 */
import type { Locale } from '@hajz/contracts/locale';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, gifts, orderItems, orders, users } from '../../db/schema.ts';
import { safeName, type Messenger } from '../messaging/index.ts';
import { localized } from '../../lib/localized.ts';
import { localDate, localTime } from '../../lib/zoned-time.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { inBothLanguages, recordAndPublish } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { fullName } from '@hajz/contracts/auth';
import { giftLink } from '../../lib/customer-links.ts';
import { withoutLinks } from '@hajz/contracts/message-rules';

/**
 * A gift with what messages about it say, in the language of whom they are for: the recipient reads the gift's
 * language (Arabic unless the sender chose English), the sender the language they ordered in.
 */
async function giftFacts(db: Db, giftId: number, audience: 'recipient' | 'sender') {
  const [row] = await db
    .select({ gift: gifts, order: orders, senderFirst: users.firstName, senderLast: users.lastName })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(users, eq(users.id, gifts.senderUserId))
    .where(eq(gifts.id, giftId));
  if (!row) return null;
  const locale: Locale =
    audience === 'recipient'
      ? row.gift.locale === 'en'
        ? 'en'
        : 'ar'
      : row.order.locale === 'ar'
        ? 'ar'
        : 'en';
  const [line] = await db
    .select({ item: orderItems, branch: branches })
    .from(orderItems)
    .innerJoin(branches, eq(branches.id, orderItems.branchId))
    // The first service (an open-time gift's lines have no time yet).
    .where(and(eq(orderItems.orderId, row.order.id), eq(orderItems.type, 'service')))
    .orderBy(sql`${orderItems.startAt} asc nulls last`, asc(orderItems.id))
    .limit(1);
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobileNumber, row.gift.recipientMobile), isNull(users.deletedAt)));
  const business = await loadBusiness(db);
  const start = line?.item.startAt?.getTime();
  return {
    ...row,
    locale,
    business,
    recipientUserId: recipient?.id ?? null,
    sender: fullName({ first_name: row.senderFirst, last_name: row.senderLast }),
    recipient: fullName({ first_name: row.gift.firstName, last_name: row.gift.lastName }),
    service: line ? localized(line.item, 'name', locale) : '',
    branch: line ? localized(line.branch, 'name', locale) : '',
    /** The service and branch in both languages: the recipient's notification follows the app's language. */
    names: {
      ...inBothLanguages('service', (l) => (line ? localized(line.item, 'name', l) : '')),
      ...inBothLanguages('branch', (l) => (line ? localized(line.branch, 'name', l) : '')),
    },
    date: start === undefined ? '' : localDate(start, business.timezone),
    time: start === undefined ? '' : localTime(start, business.timezone),
  };
}

/**
 * The recipient hears who sent a gift and where to open it — never the personal message nor anything else the
 * sender typed but their name, cleaned (issue 29 item 6, ADR 0056): the message is read in the app.
 */
export const giftSmsConsumer = (deps: { db: Db; messenger: Messenger; origin: string }): Consumer => ({
  name: 'gift-sms',
  events: ['gift.sent'],
  handle: async (event) => {
    const giftId = Number(event.payload.gift_id);
    const facts = await giftFacts(deps.db, giftId, 'recipient');
    if (!facts || facts.order.status !== 'confirmed') return;
    const { locale } = facts;
    await deps.messenger.send({
      kind: 'gift_received',
      to: facts.gift.recipientMobile,
      locale,
      key: `event-${event.id}`,
      orderId: facts.order.id,
      userId: facts.recipientUserId,
      params: {
        business: localized(facts.business, 'name', locale),
        sender: safeName(withoutLinks(facts.sender)) || (locale === 'ar' ? 'صديق' : 'A friend'),
        link: giftLink(deps.origin, locale, giftId),
      },
    });
  },
});

export function giftNotificationsConsumer(db: Db): Consumer {
  return {
    name: 'gift-notifications',
    events: ['gift.sent', 'gift.accepted', 'gift.scheduled', 'gift.declined', 'gift.expired'],
    handle: async (event, { publish }) => {
      const giftId = Number(event.payload.gift_id);
      if (event.type === 'gift.sent') {
        const facts = await giftFacts(db, giftId, 'recipient');
        if (!facts?.recipientUserId) return;
        await recordAndPublish(db, publish, {
          userId: facts.recipientUserId,
          kind: 'gift_received',
          // The text message keeps the language the sender chose; the notification centre speaks the language
          // the recipient reads it in (names in both, notifications/render.ts).
          params: {
            order_number: facts.order.orderNumber,
            sender: facts.sender,
            service: facts.service,
            branch: facts.branch,
            ...facts.names,
          },
          locale: facts.locale,
          orderId: facts.order.id,
          eventId: event.id,
        });
        return;
      }
      const facts = await giftFacts(db, giftId, 'sender');
      if (!facts) return;
      const base = {
        userId: facts.order.userId,
        locale: facts.locale,
        orderId: facts.order.id,
        eventId: event.id,
      };
      const who = { order_number: facts.order.orderNumber, recipient: facts.recipient };
      if (event.type === 'gift.declined' || event.type === 'gift.expired')
        await recordAndPublish(db, publish, {
          ...base,
          kind: event.type === 'gift.declined' ? 'gift_declined' : 'gift_expired',
          params: who,
        });
      else
        await recordAndPublish(db, publish, {
          ...base,
          kind: event.type === 'gift.accepted' ? 'gift_accepted' : 'gift_scheduled',
          params: { ...who, date: facts.date, time: facts.time },
        });
    },
  };
}
