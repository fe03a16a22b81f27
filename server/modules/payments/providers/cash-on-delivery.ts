import type { PaymentProvider } from './provider.ts';

/** Cash on delivery: nothing to do now; the payment is marked paid when the order is delivered. */
export const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  isDigital: false,
  isEnabled: () => true,
  payPagePath: () => null,
};
