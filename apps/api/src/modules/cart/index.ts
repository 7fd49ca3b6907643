/** The cart module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { slotTaken, withRetry } from './hold.ts';
export { deleteExpiredHolds, listLines, lockCart } from './queries.ts';
export { cartRoutes } from './routes.ts';
export { getCart } from './service.ts';
