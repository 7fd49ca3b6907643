/** The settings module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { settingsRoutes } from './routes.ts';
export { loadBusiness, toSettings } from './service.ts';
