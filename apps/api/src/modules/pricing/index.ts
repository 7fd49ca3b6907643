/** The pricing module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { priceSelection } from './price.ts';
export type { Priced } from './price.ts';
