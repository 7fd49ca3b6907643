/** The orders module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { completeOrders } from './completion.ts';
export { cancelOwnOrder } from './cancel.ts';
export { recordSelection } from './create.ts';
export { describeOptionsFor } from './describe-options.ts';
export { describeOrders } from './details.ts';
export type { DescribeOptions } from './details.ts';
export { findReceivedGift, giftCompleted, giftVisitor, viewerGifts } from './gift-info.ts';
export { findViewableOrder, findVisibleOrder } from './history-queries.ts';
export { orderHistoryRoutes } from './history-routes.ts';
export { claimKey, findReplay, payloadHash, storeAnswer } from './idempotency.ts';
export type { Replay } from './idempotency.ts';
export { reconcileJobs } from './jobs.ts';
export { insertItems, insertOrder, nextOrderNumber, paymentStatusFrom } from './queries.ts';
export { orderRoutes } from './routes.ts';
export { hiddenCloseReasons } from './rules.ts';
