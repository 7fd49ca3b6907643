/** The check-in module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { checkInRoutes } from './routes.ts';
export type { Desk } from './service.ts';
export { performersOf, type Performers } from './performers.ts';
