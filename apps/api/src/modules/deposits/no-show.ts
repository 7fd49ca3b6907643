/**
 * A no-show keeps the deposit (issue 28): when the desk marks one, the deposit leaves the customer's deposit account
 * as kept (once: ledger.ts), and `order.no_show` tells the customer after the commit — a notification and a text
 * message, in the language they ordered in (this file's SMS consumer; the notification centre's in notifications).
 */
import { formatAmount } from '@hajz/contracts/money';
import type { Db } from '../../db/client.ts';
import { format } from '../../i18n/messages.ts';
import type { SmsProvider } from '../../integrations/sms/interface.ts';
import { bookingLink } from '../../lib/customer-links.ts';
import { localized } from '../../lib/localized.ts';
import { orderEventPayload, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import type { Consumer, Publish } from '../../outbox/outbox.ts';
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

export const noShowSmsConsumer = (deps: { db: Db; sms: SmsProvider; origin: string }): Consumer => ({
  name: 'no-show-sms',
  events: [noShowEvent],
  handle: async (event) => {
    const p = event.payload;
    const orderId = Number(p.order_id);
    const row = await orderWithMobile(deps.db, orderId);
    if (!row?.mobile || !row.order.noShowAt) return;
    const locale = localeOf(row.order.locale);
    const business = await loadBusiness(deps.db);
    const kept = Number(p.deposit_kept ?? 0);
    const body = format(locale, kept > 0 ? 'deposits.no_show_sms' : 'deposits.no_show_sms_no_deposit', {
      business: localized(business, 'name', locale),
      number: row.order.orderNumber,
      amount: formatAmount(kept),
      link: bookingLink(deps.origin, locale, orderId),
    });
    await deps.sms.send({ to: row.mobile, body, correlationId: `event-${event.id}` });
  },
});
