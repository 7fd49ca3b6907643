/**
 * A demo gift (issue 13): Sara (50 000 0105) gave Noura (50 000 0101) a massage and let her choose the time, paid by
 * card, so on a fresh demo Noura finds it in /gift-list (and Sara in her gifts sent) and can choose a time, accept
 * or decline. Written once (only while Sara has sent no gift), as the order lifecycle would have left it.
 */
import { eq } from 'drizzle-orm';
import { vatContained } from '@hajz/contracts/cart-rules';
import type { Db } from '../client.ts';
import { businessSettings, gifts, orderItems, orders, payments, users } from '../schema.ts';
import { nextOrderNumber } from '../../modules/orders/index.ts';
import { demoServices } from './seed-orders.ts';

const senderMobile = '966500000105';
const recipientMobile = '966500000101';
const dayMs = 86_400_000;

export async function seedDemoGift(tx: Db, now = new Date()): Promise<void> {
  const [sender] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, senderMobile));
  if (!sender) return;
  const [sent] = await tx
    .select({ id: gifts.id })
    .from(gifts)
    .where(eq(gifts.senderUserId, sender.id))
    .limit(1);
  if (sent) return;
  const [service] = await demoServices(tx, 1);
  const [business] = await tx.select().from(businessSettings).limit(1);
  if (!service || !business) return;
  const { product, branchId } = service;
  const total = product.price!;
  const tax = vatContained(total);
  const paidAt = new Date(now.getTime() - dayMs);
  const recipient = {
    first_name: 'Noura',
    last_name: 'Alqahtani',
    mobile_code: '966',
    mobile_number: recipientMobile,
  };
  const message = 'كل عام وأنتِ بخير يا نورة!';
  const orderNumber = await nextOrderNumber(tx);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber,
      userId: sender.id,
      status: 'confirmed',
      paymentMethod: 'card',
      locale: 'ar',
      subTotal: total,
      taxAmount: tax,
      total,
      branchId,
      isGiftedOrder: true,
      giftMessage: message,
      giftedOrderData: { ...recipient, open_time: '1' },
      createdAt: paidAt,
      confirmedAt: paidAt,
    })
    .returning({ id: orders.id });
  // A line whose time the recipient chooses: no start, so no booking yet.
  await tx.insert(orderItems).values({
    orderId: order!.id,
    productId: product.id,
    branchId,
    type: 'service',
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    image: product.image,
    quantity: 1,
    visitors: 1,
    unitPrice: total,
    totalPrice: total,
    taxAmount: tax,
  });
  await tx.insert(payments).values({
    orderId: order!.id,
    reference: orderNumber,
    provider: 'sandbox',
    method: 'card',
    amount: total,
    status: 'paid',
    paidAt,
  });
  await tx.insert(gifts).values({
    orderId: order!.id,
    senderUserId: sender.id,
    recipientMobile,
    firstName: recipient.first_name,
    lastName: recipient.last_name,
    message,
    locale: 'ar',
    openTime: true,
    scheduleBy: new Date(paidAt.getTime() + business.giftValidityDays * dayMs),
    createdAt: paidAt,
  });
}
