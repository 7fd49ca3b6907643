/** The payments module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { deskCardProvider, paymentsParticipant, refundDue } from './participant.ts';
export { checkStalePayments, reconcilePayment } from './reconcile.ts';
export type { StaleOptions } from './reconcile.ts';
export { refundsConsumer } from './refunds-consumer.ts';
export { paymentRoutes } from './routes.ts';
export { listSavedCards } from './saved-cards.ts';
export {
  allMethods,
  cartPaymentMethods,
  chooseMethod,
  methodHandler,
  offeredMethods,
} from './methods/registry.ts';
export type { MethodCart, PaymentMethodHandler, WalletStartDeps } from './methods/types.ts';
export { walletPaymentRoutes } from './wallet-routes.ts';
export { appleDomainAssociationRoute, applePayRoutes } from './apple-pay-routes.ts';
export { sendStcPayCode } from './stc-pay.ts';
export { refundTarget } from './wallet-refunds.ts';
