export * from './schema/accounts.ts';
export * from './schema/business.ts';
export * from './schema/catalogue.ts';
export * from './schema/cart.ts';
export * from './schema/scheduling.ts';
export * from './schema/orders.ts';
export * from './schema/ratings.ts';
export * from './schema/invoices.ts';
