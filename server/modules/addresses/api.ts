/* What other modules may use of the addresses module (with schema.ts for foreign keys). */
export { ownAddress } from './service.ts';
