import type { Locale } from '@hajz/contracts/locale';
import type { Order, OrderStatus } from '@hajz/contracts/orders';
import { orderStatuses, type OrderStatusName } from '@hajz/contracts/order-rules';
import type { PaymentMethodId } from '@hajz/contracts/cart-rules';
import type { FulfilmentKind, FulfilmentStatus } from '@hajz/contracts/fulfilment';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { localized } from '../../lib/localized.ts';
import { isoWithOffset, localDate } from '../../lib/zoned-time.ts';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';

export function orderStatusOf(name: OrderStatusName, locale: Locale): OrderStatus {
  const status = orderStatuses[name];
  return {
    name,
    value: status.value,
    label: status[locale],
    labels: { en: status.en, ar: status.ar },
    color: status.color,
    display_active_in_order_history_app: status.active,
  };
}

export type OrderView = {
  order: OrderRow;
  items: OrderItemRow[];
  branchNames: Map<number, { nameEn: string; nameAr: string }>;
  paymentStatus: string;
};

/** Spec §3 order fields, in the customer's language and the business timezone. */
export function serializeOrder(view: OrderView, locale: Locale, timezone: string): Order {
  const { order, items } = view;
  const status = orderStatusOf(order.status as OrderStatusName, locale);
  const branchName = (id: number | null) => {
    const names = id === null ? undefined : view.branchNames.get(id);
    return names ? localized(names, 'name', locale) : '';
  };
  const iso = (d: Date | null) => (d ? isoWithOffset(d.getTime(), timezone) : null);
  const firstStart = items.find((i) => i.startAt)?.startAt ?? null;
  return {
    id: order.id,
    order_number: order.orderNumber,
    status,
    status_text: status.label,
    payment_method: order.paymentMethod as PaymentMethodId,
    payment_status: view.paymentStatus,
    sub_total: order.subTotal,
    tax_amount: order.taxAmount,
    promo_discount: order.promoDiscount,
    extra_discount: order.extraDiscount,
    gift_card_discount: order.giftCardDiscount,
    order_service_fee_price: order.serviceFeePrice,
    redeem_points_price: order.redeemPointsPrice,
    total: order.total,
    deposit_amount: order.depositAmount,
    due_at_visit: order.dueAtVisit,
    rest_paid_at: iso(order.visitPaidAt),
    rest_paid_method: (order.visitPaidMethod as 'cash' | 'card' | 'online' | null) ?? null,
    currency: 'SAR',
    number_of_users: order.numberOfUsers,
    branch_id: order.branchId,
    branch_name: branchName(order.branchId),
    date: localDate((firstStart ?? order.createdAt).getTime(), timezone),
    customer_arrived: order.customerArrived,
    payment_expires_at: order.status === 'pending_payment' ? iso(order.paymentExpiresAt) : null,
    created_at: iso(order.createdAt)!,
    products: items.map((item) => ({
      order_product_id: item.id,
      product_master_id: item.productId,
      cart_product_id: item.cartItemId,
      name: localized(item, 'name', locale),
      image: item.image,
      type: item.type as 'service' | 'product',
      branch_id: item.branchId,
      branch_name: branchName(item.branchId),
      start_at: iso(item.startAt),
      end_at: iso(item.endAt),
      quantity: item.quantity,
      size: item.size,
      visitors: item.visitors,
      unit_price: item.unitPrice,
      total_price: item.totalPrice,
      tax_amount: item.taxAmount,
      visit_id: item.visitId,
    })),
    fulfilment: {
      kind: order.fulfilment as FulfilmentKind,
      kind_text: translate(locale, `fulfilment.kind.${order.fulfilment}` as MessageKey),
      status: order.fulfilmentStatus as FulfilmentStatus | null,
      status_text: order.fulfilmentStatus
        ? translate(locale, `fulfilment.status.${order.fulfilmentStatus}` as MessageKey)
        : '',
      address: order.deliveryAddress
        ? {
            title: order.deliveryAddress.title,
            full_address: order.deliveryAddress.full_address,
            latitude: order.deliveryAddress.latitude,
            longitude: order.deliveryAddress.longitude,
          }
        : null,
      ready_at: iso(order.readyAt),
    },
  };
}
