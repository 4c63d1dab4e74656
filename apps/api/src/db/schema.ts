/**
 * The whole database: every table of the shop, its keys and the constraints the business rules
 * rely on, grouped by domain under ./schema/. Money is always whole rupiah.
 */
export * from './schema/accounts.ts';
export * from './schema/catalog.ts';
export * from './schema/reviews.ts';
export * from './schema/orders.ts';
export * from './schema/mail.ts';
export * from './schema/stats.ts';
