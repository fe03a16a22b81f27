/** Every module's tables, for Drizzle's relational queries and for drizzle-kit. */
export * from '#server/modules/addresses/schema.ts';
export * from '#server/modules/audit/schema.ts';
export * from '#server/modules/auth/schema.ts';
export * from '#server/modules/cart/schema.ts';
export * from '#server/modules/catalog/schema.ts';
export * from '#server/modules/content/schema.ts';
export * from '#server/modules/delivery/schema.ts';
export * from '#server/modules/events/schema.ts';
export * from '#server/modules/geo/schema.ts';
export * from '#server/modules/jobs/schema.ts';
export * from '#server/modules/notifications/schema.ts';
export * from '#server/modules/orders/schema.ts';
export * from '#server/modules/payments/schema.ts';
export * from '#server/modules/prescriptions/schema.ts';
export * from '#server/modules/reviews/schema.ts';
export * from '#server/modules/sellers/schema.ts';
export * from '#server/modules/users/schema.ts';
