import { useEffect, useId, useRef, useState } from 'react';
import { data, type ShouldRevalidateFunction } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { cartCount, cartLineInputs } from '#lib/cart.ts';
import { listAddresses } from '#lib/contracts/addresses.ts';
import type { CartQuote } from '#lib/contracts/cart.ts';
import { listRegions } from '#lib/contracts/geo.ts';
import {
  IDEMPOTENCY_HEADER,
  listPaymentMethods,
  type PaymentMethod,
  placeOrder,
} from '#lib/contracts/orders.ts';
import { listPrescriptions, type Prescription } from '#lib/contracts/prescriptions.ts';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { useCartQuote } from '../../components/cart/use-cart-quote.ts';
import { ConfirmOrderDialog } from '../../components/checkout/confirm-order-dialog.tsx';
import { type CheckoutProblem, OrderSummary } from '../../components/checkout/order-summary.tsx';
import { BillingStep, ShippingStep } from '../../components/checkout/steps/address-steps.tsx';
import { InstructionStep } from '../../components/checkout/steps/instruction-step.tsx';
import { PaymentStep } from '../../components/checkout/steps/payment-step.tsx';
import { PrescriptionStep } from '../../components/checkout/steps/prescription-step.tsx';
import {
  type PlaceOrderAnswer,
  type PlaceOrderRequest,
  usePlaceOrder,
} from '../../components/checkout/use-place-order.ts';
import { usePrescriptionNeeds } from '../../components/checkout/use-prescription-needs.ts';
import { Link } from '../../components/link.tsx';
import { buttonClass } from '../../components/styles.ts';
import { useCart, useHydrated } from '../../lib/cart-store.ts';
import { apiOf } from '../../lib/context.ts';
import { middlewareNamed } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { viewerContext } from '../../lib/viewer.ts';
import type { Route } from './+types/page';

/** Signed-in people only: visitors go to sign in and come back here. */
export const middleware: Route.MiddlewareFunction[] = [...middlewareNamed('auth_access')];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromCookieHeader(request.headers.get('cookie'));
  const viewer = context.get(viewerContext);
  if (viewer?.userType !== USER_TYPES.customer)
    return {
      isCustomer: false,
      addresses: [],
      regions: [],
      prescriptions: [],
      paymentMethods: [] as PaymentMethod[],
      locale,
    };
  const api = apiOf(context);
  const [addresses, regions, prescriptions, paymentMethods] = await Promise.all([
    api.call(listAddresses),
    api.call(listRegions, { params: { limit: 100 }, query: { page: 1 } }),
    api.call(listPrescriptions).then(
      (answer) => answer.data,
      (error) => {
        console.error('checkout: prescriptions could not be listed', error);
        return [] as Prescription[];
      },
    ),
    api.call(listPaymentMethods),
  ]);
  return {
    isCustomer: true,
    addresses: addresses.data,
    regions: regions.data,
    prescriptions,
    paymentMethods: paymentMethods.data,
    locale,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'checkout.title') },
  { name: 'robots', content: 'noindex' },
];

/** Places the order (one call, under the attempt's Idempotency-Key); the API validates the body. */
export async function action({ request, context }: Route.ActionArgs) {
  let sent: PlaceOrderRequest;
  try {
    sent = (await request.json()) as PlaceOrderRequest;
  } catch {
    throw data('Bad Request', { status: 400 });
  }
  try {
    const answer = await apiOf(context).call(
      placeOrder,
      { body: sent.body },
      { headers: { [IDEMPOTENCY_HEADER]: String(sent.key) } },
    );
    return {
      placed: { order_number: answer.data.order_number, redirect_url: answer.payment?.redirect_url ?? null },
    } satisfies PlaceOrderAnswer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ refused: { status: error.status, body: error.body } } satisfies PlaceOrderAnswer, {
      status: error.status,
    });
  }
}

/** A lost connection or a failed server is an answer too: the shopper may try again with the same key. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<PlaceOrderAnswer> {
  try {
    return (await serverAction()) as PlaceOrderAnswer;
  } catch (error) {
    console.warn('checkout: the order could not be sent', error);
    return { unreachable: true };
  }
}

/** A placed order leaves the page: its addresses and prescriptions need not be read again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'placed' in actionResult
    ? false
    : defaultShouldRevalidate;

function EmptyCheckout({ text }: { text: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
      <p className="text-gray-700">{text}</p>
      <Link to="/" className={buttonClass}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/**
 * The checkout page (spec §2): shipping and billing addresses (chosen from the customer's list,
 * or added here), payment type, extra instruction, prescriptions when a product needs one, and
 * the order summary priced by the server. "Review order" opens the confirmation; placing sends
 * one call with this attempt's Idempotency-Key through this route's action.
 */
export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const isHydrated = useHydrated();
  const cart = useCart();
  const quoteState = useCartQuote(cart);
  const needs = usePrescriptionNeeds(cart);
  const { addresses, regions, prescriptions } = loaderData;
  const ids = {
    shipping: useId(),
    billing: useId(),
    payment: useId(),
    note: useId(),
    rx: useId(),
    summary: useId(),
  };

  const defaultShipping = addresses.find((item) => item.is_default_shipping) ?? addresses[0];
  const [shippingId, setShippingId] = useState<number | null>(defaultShipping?.id ?? null);
  const [billSame, setBillSame] = useState(true);
  const [billingId, setBillingId] = useState<number | null>(
    (addresses.find((item) => item.is_default_billing) ?? defaultShipping)?.id ?? null,
  );
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [instruction, setInstruction] = useState('');
  const [chosenRx, setChosenRx] = useState<number[]>([]);
  const [problems, setProblems] = useState<CheckoutProblem[]>([]);
  const [confirming, setConfirming] = useState<{ quote: CartQuote; previousTotal: number | null } | null>(
    null,
  );
  const problemsRef = useRef<HTMLDivElement>(null);
  const placing = usePlaceOrder({
    onTotalChanged: (quote) =>
      setConfirming((shown) => ({ quote, previousTotal: shown?.quote.total ?? null })),
    refresh: quoteState.refresh,
  });

  // A shipping address chosen before it was saved, or one that was deleted elsewhere, falls back.
  useEffect(() => {
    if (shippingId !== null && !addresses.some((item) => item.id === shippingId))
      setShippingId(defaultShipping?.id ?? null);
  }, [addresses, shippingId, defaultShipping]);

  const shipping = addresses.find((item) => item.id === shippingId) ?? null;
  const billing = billSame ? null : (addresses.find((item) => item.id === billingId) ?? null);
  const needsPrescription = needs.productIds.length > 0;
  const { quote } = quoteState;

  const review = () => {
    const found: CheckoutProblem[] = [];
    if (!shipping) found.push({ key: 'checkout.error.address', target: ids.shipping });
    if (!billSame && !billing) found.push({ key: 'checkout.error.billing', target: ids.billing });
    if (needsPrescription && chosenRx.length === 0)
      found.push({ key: 'checkout.error.prescription', target: ids.rx });
    if (!quote) found.push({ key: 'checkout.error.quote', target: ids.summary });
    else if (quote.has_problems || (quote.unknown_items?.length ?? 0) > 0)
      found.push({ key: 'checkout.error.problems', target: ids.summary });
    setProblems(found);
    if (found.length > 0 || !quote) {
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    placing.clearError();
    setConfirming({ quote, previousTotal: null });
  };

  const place = () => {
    if (!confirming || !shipping) return;
    placing.place({
      items: cartLineInputs(cart),
      shipping_address_id: shipping.id,
      billing_address_id: billing?.id ?? null,
      payment_method: payment,
      extra_instruction: instruction.trim(),
      prescription_ids: needsPrescription ? chosenRx : [],
      expected_total: confirming.quote.total,
    });
  };

  if (!loaderData.isCustomer) return <EmptyCheckout text={t('checkout.customersOnly')} />;
  if (!isHydrated || placing.isPlaced) {
    return (
      <p className="py-12 text-center text-gray-600" role="status">
        {placing.isPlaced ? t('checkout.placed') : t('common.loading')}
      </p>
    );
  }
  if (cartCount(cart) === 0) return <EmptyCheckout text={t('cart.empty')} />;

  let step = 0;
  return (
    <div className="flex flex-col gap-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
        <Link to="/cart" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          {t('checkout.editCart')}
        </Link>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_24rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ShippingStep
            id={ids.shipping}
            number={++step}
            addresses={addresses}
            regions={regions}
            value={shippingId}
            onChange={setShippingId}
          />
          <BillingStep
            id={ids.billing}
            number={++step}
            addresses={addresses}
            isSame={billSame}
            onSameChange={setBillSame}
            value={billingId}
            onChange={setBillingId}
          />
          <PaymentStep
            id={ids.payment}
            number={++step}
            methods={loaderData.paymentMethods}
            value={payment}
            onChange={setPayment}
          />
          <InstructionStep id={ids.note} number={++step} value={instruction} onChange={setInstruction} />
          {needsPrescription ? (
            <PrescriptionStep
              id={ids.rx}
              number={++step}
              prescriptions={prescriptions}
              chosen={chosenRx}
              onChange={setChosenRx}
            />
          ) : null}
        </div>
        <OrderSummary
          id={ids.summary}
          cart={cart}
          quoteState={quoteState}
          problems={problems}
          problemsRef={problemsRef}
          onReview={review}
        />
      </div>

      {confirming && shipping ? (
        <ConfirmOrderDialog
          quote={confirming.quote}
          previousTotal={confirming.previousTotal}
          shipping={shipping}
          billing={billing}
          payment={payment}
          isPlacing={placing.isPlacing}
          error={placing.error}
          onConfirm={place}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {placing.error && !confirming ? (
        <FormMessage message={typeof placing.error === 'string' ? placing.error : placing.error[locale]} />
      ) : null}
    </div>
  );
}
