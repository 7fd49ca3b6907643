/** The gift-card-shop module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { giftCardSalesParticipant } from './participant.ts';
export { giftCardShopRoutes } from './routes.ts';
export { checkGiftCardAdd, giftCardLinePrice, refuse } from './service.ts';
