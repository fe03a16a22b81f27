import type { PaymentMethod } from '#lib/contracts/orders.ts';
import type { Config } from '#server/config.ts';

/**
 * A way to pay an order. Checkout only ever talks to this interface: adding bKash, Nagad or
 * SSLCommerz is a new file here, its entry in providers/index.ts, its name in PAYMENT_METHODS and
 * its callback route, never a change to placing orders. (docs/decisions/0006-placing-orders.md)
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /**
   * True when the shopper pays now, on a gateway's page, before the order counts as paid; false
   * for cash on delivery (paid when every part is delivered).
   */
  readonly isDigital: boolean;
  /** Whether this server may offer the method (a gateway needs its credentials; the sandbox is off in production). */
  isEnabled(config: Config): boolean;
  /**
   * Where a digital payment's shopper is sent: a page of ours that starts the gateway's session
   * (for the sandbox, the page that approves or declines). Deterministic, so the answer can be
   * replayed for a repeated Idempotency-Key. Null for cash.
   */
  payPagePath(paymentId: number): string | null;
}
