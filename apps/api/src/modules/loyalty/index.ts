/** The loyalty module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { loyaltyParticipant } from './participant.ts';
export { loyaltyRoutes } from './routes.ts';
export { classFor, classRows, paidSpend, paidStatuses } from './service.ts';
