/** The vouchers module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { giftCardAccount, issueGiftCard } from './issue.ts';
export type { IssueGiftCard } from './issue.ts';
export { voucherRoutes } from './routes.ts';
export { heldBy } from './service.ts';
export { giftCardStatusOf } from './status.ts';
