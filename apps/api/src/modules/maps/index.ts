/** The maps module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { mapRoutes } from './routes.ts';
