import { addToCart, cartFromQuote, cartLines } from '#lib/cart.ts';
import { quoteCart } from '#lib/contracts/cart.ts';
import type { OrderDetail } from '#lib/contracts/orders.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { updateCart } from '../../lib/cart-store.ts';

const api = browserApi;

/**
 * Order again: the order's lines go back into the cart at today's prices and limits (asked of
 * the server first, since an order keeps the prices it was placed at). Lines no longer sold are
 * left out; the answer says how many went in and how many could not.
 */
export async function orderAgain(order: OrderDetail): Promise<{ added: number; skipped: number }> {
  const wanted = order.seller_orders
    .flatMap((part) => part.lines)
    .map((line) => ({
      product_id: line.product_id,
      price_type_id: line.price_type_id,
      quantity: line.quantity,
    }));
  const { data: quote } = await api.call(quoteCart, { body: { items: wanted } });
  const available = cartLines(cartFromQuote(quote)).filter((line) =>
    quote.groups.some((group) =>
      group.lines.some(
        (quoted) =>
          quoted.product_id === line.product_id &&
          quoted.price_type_id === line.price_type_id &&
          quoted.quantity > 0,
      ),
    ),
  );
  updateCart((cart) =>
    available.reduce((next, { quantity, ...item }) => addToCart(next, item, quantity), cart),
  );
  return { added: available.length, skipped: wanted.length - available.length };
}
