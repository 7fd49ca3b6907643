/** The ledger module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { InsufficientBalanceError, accountOf, post } from './ledger.ts';
export { walletRoutes } from './routes.ts';
