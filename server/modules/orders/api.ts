/* What other modules may use of the orders module (with schema.ts for foreign keys): nothing yet. */
export {};
