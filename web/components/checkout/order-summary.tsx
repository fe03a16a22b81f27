import type { RefObject } from 'react';
import type { Cart } from '#lib/cart.ts';
import type { CartQuote } from '#lib/contracts/cart.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CartTotals, QuoteProblems, useProblemText } from '../cart/cart-contents.tsx';
import { QuoteFailure } from '../cart/cart-panel.tsx';
import type { QuoteState } from '../cart/use-cart-quote.ts';
import { buttonClass } from '../styles.ts';

/** Something to fix before the order can be reviewed, and the part of the page to fix it in. */
export type CheckoutProblem = { key: MessageKey; target: string };

/** The lines by seller, each seller's delivery fee, and the totals. */
function OrderLines({ quote, cart }: { quote: CartQuote | null; cart: Cart }) {
  const { t, pick, money, number } = useI18n();
  const problemText = useProblemText();
  return (
    <div className="flex flex-col gap-3">
      {quote?.groups.map((group) => (
        <section
          key={group.company_info.id}
          aria-label={t('cart.soldBy', { seller: pick(group.company_info, 'company_name') })}
        >
          <h3 className="border-b border-gray-200 pb-1 text-sm font-semibold text-gray-700">
            {t('cart.soldBy', { seller: pick(group.company_info, 'company_name') })}
          </h3>
          <ul className="flex flex-col gap-1 py-2 text-sm">
            {group.lines.map((line) => (
              <li key={`${line.product_id}:${line.price_type_id}`} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">
                  {pick(line, 'product_title')}{' '}
                  <span className="text-gray-600">({pick(line, 'price_type')})</span> ×{' '}
                  {number(line.quantity)}
                  {line.problems.map((problem) => (
                    <span key={problem} className="block text-xs font-medium text-amber-800">
                      {problemText(line, problem)}
                    </span>
                  ))}
                </span>
                <span className="shrink-0">{money(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between text-sm text-gray-600">
            <span>{t('checkout.sellerDelivery')}</span>
            <span>{money(group.delivery_fee)}</span>
          </p>
        </section>
      ))}
      <CartTotals cart={cart} quote={quote} />
    </div>
  );
}

/**
 * The order summary at the side: the cart priced by the server, what to fix before reviewing
 * (each a link to its step), and the "Review order" button with the total.
 */
export function OrderSummary({
  id,
  cart,
  quoteState,
  problems,
  problemsRef,
  onReview,
}: {
  id: string;
  cart: Cart;
  quoteState: QuoteState;
  problems: CheckoutProblem[];
  problemsRef: RefObject<HTMLDivElement | null>;
  onReview: () => void;
}) {
  const { t, money } = useI18n();
  const { quote, failure, isLoading, refresh } = quoteState;
  return (
    <aside
      aria-labelledby={id}
      aria-busy={isLoading}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-24"
    >
      <h2 id={id} className="text-lg font-semibold" tabIndex={-1}>
        {t('checkout.summary')}
      </h2>
      <QuoteProblems quote={quote} cart={cart} />
      <QuoteFailure failure={failure} refresh={refresh} />
      <OrderLines quote={quote} cart={cart} />
      {problems.length > 0 ? (
        <div
          ref={problemsRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <ul className="list-disc pl-4">
            {problems.map((problem) => (
              <li key={problem.key}>
                <a href={`#${problem.target}`} className="underline">
                  {t(problem.key)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        onClick={onReview}
        className={`${buttonClass} w-full`}
        disabled={isLoading && !quote}
      >
        {quote ? t('checkout.review', { total: money(quote.total) }) : t('cart.checkingPrices')}
      </button>
      <p className="text-xs text-gray-600">{t('checkout.reviewHint')}</p>
    </aside>
  );
}
