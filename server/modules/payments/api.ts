/*
 * What other modules may use of the payments module (with schema.ts for foreign keys). Payments
 * know nothing of orders: the orders module opens, settles and refunds them through these.
 */
export { enabledPaymentMethods, paymentProviderFor } from './providers/registry.ts';
export {
  collectCash,
  findPayment,
  openPayment,
  type PaymentStatus,
  paymentView,
  settlePendingPayment,
  takeOffPayment,
} from './service.ts';
