import { PAYMENT_METHODS, type PaymentMethod } from '#lib/contracts/orders.ts';
import type { Config } from '#server/config.ts';
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

/** The methods a shopper may choose on this server (the sandbox only where it is switched on). */
export function enabledPaymentMethods(config: Config): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => PROVIDERS[method].isEnabled(config));
}
