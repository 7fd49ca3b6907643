/** The gifting module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { giftNotificationsConsumer, giftSmsConsumer } from './consumers.ts';
export { expireOpenGifts } from './expiry.ts';
export { giftingParticipant } from './participant.ts';
export { giftingRoutes } from './routes.ts';
export { declineGift } from './service.ts';
