/* What other modules may use of the seller dashboard module: the ledger's writers (orders call them). */
export { commissionOf, recordDelivered, recordRefund, recordUndelivered } from './ledger.ts';
