import {
  acceptQuote,
  type Cart,
  type CartItem,
  cartAmount,
  linesBySeller,
  quantityLimits,
  removeFromCart,
  setQuantity,
} from '#lib/cart.ts';
import type { CartProblem, CartQuote, QuotedLine } from '#lib/contracts/cart.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { lineTotal } from '#lib/money.ts';
import { updateCart } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';
import { Thumbnail } from '../thumbnail.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { quotedLineOf } from './use-cart-quote.ts';

const PROBLEM_MESSAGES: Record<CartProblem, MessageKey> = {
  price_changed: 'cart.problem.priceChanged',
  out_of_stock: 'cart.problem.outOfStock',
  unavailable: 'cart.problem.unavailable',
  clamped_to_min: 'cart.problem.clampedToMin',
  clamped_to_max: 'cart.problem.clampedToMax',
  clamped_to_stock: 'cart.problem.clampedToStock',
};

/** What changed about a line since the shopper added it, in words. */
export function useProblemText() {
  const { t, money, number } = useI18n();
  return (line: QuotedLine, problem: CartProblem) =>
    t(PROBLEM_MESSAGES[problem], {
      from: money(line.previous_price ?? line.unit_price),
      to: money(line.unit_price),
      quantity: number(line.quantity),
      stock: number(line.stock),
    });
}

function CartLine({
  line,
  quoted,
  quote,
  compact,
}: {
  line: CartItem;
  quoted: QuotedLine | undefined;
  quote: CartQuote | null;
  compact: boolean;
}) {
  const { t, pick, money } = useI18n();
  const problemText = useProblemText();
  const title = pick(line, 'product_title');
  const type = pick(line, 'price_type');
  const named = `${title} (${type})`;
  const { min, max } = quantityLimits(line);
  const unitPrice = quoted?.unit_price ?? line.price;
  const priceChanged = quoted?.problems.includes('price_changed') && quoted.previous_price !== null;
  const isGone =
    !quoted &&
    quote?.unknown_items?.some(
      (item) => item.product_id === line.product_id && item.price_type_id === line.price_type_id,
    );
  const cannotBuy = isGone || (quoted ? quoted.quantity <= 0 : false);
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-3 py-3">
      <Thumbnail image={line.product_image} size={64} className="h-16 w-16 rounded-md" placeholder />
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={`/products/${line.product_slug}`}
          className="font-medium break-words text-gray-900 hover:underline"
        >
          {title}
        </Link>
        <p className="text-sm text-gray-600">
          {type} ·{' '}
          {priceChanged ? (
            <>
              <s className="text-gray-500">
                <span className="sr-only">{t('cart.oldPrice')} </span>
                {money(quoted?.previous_price ?? line.price)}
              </s>{' '}
              <strong className="text-amber-800">{money(unitPrice)}</strong>
            </>
          ) : (
            money(unitPrice)
          )}
        </p>
        {isGone ? (
          <p className="text-sm font-medium text-amber-800">{t('cart.problem.unavailable')}</p>
        ) : null}
        {quoted?.problems.length ? (
          <ul className="flex flex-col gap-0.5 text-sm font-medium text-amber-800">
            {quoted.problems.map((problem) => (
              <li key={problem}>{problemText(quoted, problem)}</li>
            ))}
          </ul>
        ) : null}
        <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${compact ? '' : 'pt-1'}`}>
          <QuantityStepper
            quantity={line.quantity}
            min={min}
            max={max}
            name={named}
            onChange={(quantity) =>
              updateCart((cart) => setQuantity(cart, line.product_id, line.price_type_id, quantity))
            }
          />
          <span className={`font-semibold ${cannotBuy ? 'text-gray-400 line-through' : ''}`}>
            {money(quoted ? quoted.line_total : lineTotal(line.price, line.quantity))}
          </span>
          <button
            type="button"
            onClick={() => updateCart((cart) => removeFromCart(cart, line.product_id, line.price_type_id))}
            className="text-sm text-red-700 underline-offset-2 hover:underline"
            aria-label={t('cart.removeNamed', { name: named })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The cart's lines grouped by seller, each with its steppers, price changes and problems. */
export function CartLines({
  cart,
  quote,
  compact = false,
}: {
  cart: Cart;
  quote: CartQuote | null;
  compact?: boolean;
}) {
  const { t, pick, money } = useI18n();
  return (
    <div className="flex flex-col gap-4">
      {linesBySeller(cart).map(({ company, lines }) => {
        const group = quote?.groups.find((item) => item.company_info.id === company.id);
        return (
          <section
            key={company.id}
            aria-label={t('cart.soldBy', { seller: pick(company, 'company_name') ?? '' })}
          >
            <h3 className="border-b border-gray-200 pb-1 text-sm font-semibold text-gray-700">
              {t('cart.soldBy', { seller: pick(company, 'company_name') ?? '' })}
            </h3>
            <ul className="divide-y divide-gray-100">
              {lines.map((line) => (
                <CartLine
                  key={`${line.product_id}:${line.price_type_id}`}
                  line={line}
                  quoted={quotedLineOf(quote, line.product_id, line.price_type_id)}
                  quote={quote}
                  compact={compact}
                />
              ))}
            </ul>
            {group ? (
              <p className="flex justify-between text-sm text-gray-600">
                <span>{t('checkout.sellerDelivery')}</span>
                <span>{money(group.delivery_fee)}</span>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/**
 * Subtotal, savings, VAT, delivery fee and total, all from the server's quote. Before the quote
 * arrives only the cart's own subtotal is shown, marked as not yet checked.
 */
export function CartTotals({ cart, quote }: { cart: Cart; quote: CartQuote | null }) {
  const { t, money, number } = useI18n();
  if (!quote) {
    return (
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between">
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{money(cartAmount(cart))}</dd>
        </div>
        <p className="text-gray-600">{t('cart.checkingPrices')}</p>
      </dl>
    );
  }
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1 text-sm" data-testid="cart-totals">
      {row(t('checkout.subtotal'), money(quote.subtotal))}
      {quote.discount > 0 ? row(t('checkout.savings'), money(quote.discount)) : null}
      {row(t('checkout.vat', { percent: number(quote.vat_percent) }), money(quote.vat))}
      {row(
        quote.groups.length > 1
          ? t('checkout.deliveryFeeSellers', { count: number(quote.groups.length) })
          : t('checkout.deliveryFee'),
        money(quote.delivery_fee),
      )}
      {row(t('checkout.total'), money(quote.total), true)}
    </dl>
  );
}

/**
 * The changes the shopper must see before paying (a new price, missing stock, a lowered
 * quantity), with one button to take them into the cart. Nothing is charged until they do.
 */
export function QuoteProblems({ quote, cart }: { quote: CartQuote | null; cart: Cart }) {
  const { t, pick } = useI18n();
  const problemText = useProblemText();
  const gone = (quote?.unknown_items ?? []).flatMap((item) => {
    const line = cart[String(item.product_id)]?.[String(item.price_type_id)];
    return line ? [line] : [];
  });
  if (!quote?.has_problems && gone.length === 0) return null;
  if (!quote) return null;
  const lines = quote.groups.flatMap((group) => group.lines).filter((line) => line.problems.length > 0);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-semibold text-amber-900">{t('cart.problemsTitle')}</p>
      <ul className="list-disc pl-5 text-amber-900">
        {lines.map((line) => (
          <li key={`${line.product_id}:${line.price_type_id}`}>
            {pick(line, 'product_title')} ({pick(line, 'price_type')}):{' '}
            {line.problems.map((problem) => problemText(line, problem)).join(' ')}
          </li>
        ))}
        {gone.map((line) => (
          <li key={`${line.product_id}:${line.price_type_id}`}>
            {pick(line, 'product_title')} ({pick(line, 'price_type')}): {t('cart.problem.unavailable')}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => updateCart((cart) => acceptQuote(cart, quote))}
        className="self-start rounded-md bg-amber-700 px-3 py-1.5 font-semibold text-white hover:bg-amber-800"
      >
        {t('cart.acceptChanges')}
      </button>
    </div>
  );
}
