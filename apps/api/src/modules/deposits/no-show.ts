/**
 * A no-show keeps the deposit (issue 28): when the desk marks one, the deposit leaves the customer's deposit account
 * as kept (once: ledger.ts), and `order.no_show` tells the customer after the commit — a notification and a text
 * message through the messenger, in the language they ordered in (this file's consumer; the notification centre's in notifications).
 */
import { formatAmount } from '@hajz/contracts/money';
import type { Db } from '../../db/client.ts';
import { format } from '../../i18n/messages.ts';
import { bookingLink } from '../../lib/customer-links.ts';
import { localized } from '../../lib/localized.ts';
import { orderEventPayload, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import type { Consumer, Publish } from '../../outbox/outbox.ts';
import type { Messenger } from '../messaging/index.ts';
import { localeOf, orderWithMobile } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { settleDeposit } from './ledger.ts';

export const noShowEvent = 'order.no_show';

/** Inside the transaction that marks the no-show (the order row locked): keep the deposit, tell the customer. */
export async function keepDepositOnNoShow(tx: Db, publish: Publish, order: OrderRow): Promise<number> {
  const settled = await settleDeposit(tx, order, 'forfeited');
  const kept = settled?.outcome === 'forfeited' ? order.depositAmount : 0;
  await publish(tx, noShowEvent, orderEventPayload(order, { deposit_kept: kept }));
  return kept;
}

/** After the commit, through the messenger (ADR 0056): WhatsApp when the customer takes it, else SMS. */
export const noShowSmsConsumer = (deps: { db: Db; messenger: Messenger; origin: string }): Consumer => ({
  name: 'no-show-sms',
  events: [noShowEvent],
  handle: async (event) => {
    const p = event.payload;
    const orderId = Number(p.order_id);
    const row = await orderWithMobile(deps.db, orderId);
    if (!row?.mobile || !row.order.noShowAt) return;
    const locale = localeOf(row.order.locale);
    const business = localized(await loadBusiness(deps.db), 'name', locale);
    const kept = Number(p.deposit_kept ?? 0);
    const base = { to: row.mobile, locale, key: `event-${event.id}`, orderId, userId: row.order.userId };
    const params = {
      business,
      number: row.order.orderNumber,
      link: bookingLink(deps.origin, locale, orderId),
    };
    if (kept > 0) {
      const amount = `${formatAmount(kept)}\u00a0${format(locale, 'deposits.currency', {})}`;
      await deps.messenger.send({ ...base, kind: 'no_show', params: { ...params, amount } });
    } else await deps.messenger.send({ ...base, kind: 'no_show_no_deposit', params });
  },
});
