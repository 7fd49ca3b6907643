/** The reports module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { reportRoutes } from './routes.ts';
export { utilisationReport } from './activity.ts';
export { reportScope } from './period.ts';
