import type { PaymentProvider } from './provider.ts';

/**
 * The local sandbox gateway: our own page (`/payments/sandbox/{id}`) with Approve and Decline,
 * answered through POST /api/payments/sandbox/complete/:id. It stands in for a real gateway in
 * development and tests and moves no money, so it is off in production unless PAYMENT_SANDBOX says.
 */
export const sandboxGateway: PaymentProvider = {
  method: 'sandbox',
  isDigital: true,
  isEnabled: (config) => config.paymentSandbox,
  payPagePath: (paymentId) => `/payments/sandbox/${paymentId}`,
};
