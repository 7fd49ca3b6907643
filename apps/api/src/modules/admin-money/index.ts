/** The admin-money module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { adminGiftCardRoutes } from './gift-card-routes.ts';
export { adminMoneyRoutes } from './routes.ts';
