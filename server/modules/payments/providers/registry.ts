import type { PaymentMethod } from '#lib/contracts/orders.ts';
import { cashOnDelivery } from './cash-on-delivery.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxGateway } from './sandbox.ts';

/** Every payment method's provider; a new gateway is one more entry. */
const PROVIDERS: Record<PaymentMethod, PaymentProvider> = {
  cod: cashOnDelivery,
  sandbox: sandboxGateway,
};

export function paymentProviderFor(method: PaymentMethod): PaymentProvider {
  return PROVIDERS[method];
}
