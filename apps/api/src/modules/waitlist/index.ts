/** The waitlist module's public file: what other modules, app.ts and app-context.ts may use (ADR 0055). */
export { offerConsumer, refillConsumer } from './consumers.ts';
export { acceptWaitlistOffer, declineWaitlistOffer, joinWaitlist, listWaitlist } from './entries.ts';
export { offerFreedTimes } from './offer.ts';
export { waitlistRoutes } from './routes.ts';
export { takeOfferByMobile, type TakeOutcome } from './take.ts';
