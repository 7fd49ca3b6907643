/** The health module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { healthRoutes } from './routes.ts';
