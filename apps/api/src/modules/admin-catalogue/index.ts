/** The admin-catalogue module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { adminBranchRoutes } from './branch-routes.ts';
export { adminMenuRoutes } from './menu-routes.ts';
export { adminCatalogueRoutes } from './routes.ts';
