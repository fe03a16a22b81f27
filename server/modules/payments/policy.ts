/*
 * Who may see or answer a payment: only the customer whose order it is, which the orders module
 * checks (orders/show-payment.ts, orders/settle-payment.ts); payments know no people.
 */
export {};
