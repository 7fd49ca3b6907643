/** The catalogue module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { toWorkingTimes } from './opening-hours.ts';
export { listWorkingTimes } from './queries.ts';
export { catalogueRoutes } from './routes.ts';
export { sizePrice } from './service.ts';
