/** The account module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { accountRoutes } from './routes.ts';
export { findUser } from './users.ts';
