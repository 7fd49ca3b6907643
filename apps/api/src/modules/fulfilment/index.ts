/** The fulfilment module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { chooseFulfilment } from './choose.ts';
export type { Fulfilment } from './choose.ts';
export { deliveryFeeLine, fulfilmentColumns } from './order-columns.ts';
export { fulfilmentParticipant } from './participant.ts';
export { fulfilmentRoutes } from './routes.ts';
