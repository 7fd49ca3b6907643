/** The staff module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { reachesBranch, staffAccessOf } from './access.ts';
export { recordAudit } from './audit.ts';
export { staffRoutes } from './routes.ts';
export { staffWrite, staleAfterCommit } from './staff-write.ts';
export type { StaffChange } from './staff-write.ts';
