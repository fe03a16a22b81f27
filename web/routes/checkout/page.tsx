import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, createApiClient, fetchTransport } from '#lib/api-client.ts';
import { acceptQuote, type Cart, cartCount, cartLineInputs, EMPTY_CART } from '#lib/cart.ts';
import { type Address, listAddresses } from '#lib/contracts/addresses.ts';
import type { CartQuote } from '#lib/contracts/cart.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import { listRegions } from '#lib/contracts/geo.ts';
import {
  IDEMPOTENCY_HEADER,
  type PaymentMethod,
  type PlaceOrderBody,
  placeOrder,
  totalChangedDetails,
} from '#lib/contracts/orders.ts';
import { listPrescriptions, type Prescription } from '#lib/contracts/prescriptions.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { buttonClass, FormMessage } from '../../components/account/field.tsx';
import { CartTotals, QuoteProblems, useProblemText } from '../../components/cart/cart-contents.tsx';
import { QuoteFailure } from '../../components/cart/cart-panel.tsx';
import { useCartQuote } from '../../components/cart/use-cart-quote.ts';
import { AddressSummary } from '../../components/checkout/address-card.tsx';
import { AddressForm } from '../../components/checkout/address-form.tsx';
import {
  checkoutAttemptKey,
  finishCheckoutAttempt,
  sessionStore,
} from '../../components/checkout/checkout-attempt.ts';
import { ConfirmOrderDialog } from '../../components/checkout/confirm-order-dialog.tsx';
import { PrescriptionForm } from '../../components/checkout/prescription-form.tsx';
import { usePrescriptionNeeds } from '../../components/checkout/use-prescription-needs.ts';
import { Link } from '../../components/link.tsx';
import { updateCart, useCart, useHydrated } from '../../lib/cart-store.ts';
import { apiOf } from '../../lib/context.ts';
import { middlewareNamed } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { viewerContext } from '../../lib/viewer.ts';
import type { Route } from './+types/page';

/** Where the address and prescription forms post (the dashboard pages' actions). */
const ADDRESS_ACTION = '/user/manage-address';
const PRESCRIPTION_ACTION = '/user/my-prescriptions';
/** Spec: up to this many prescriptions go with one order (the order contract's limit). */
const PRESCRIPTIONS_PER_ORDER = 5;
const INSTRUCTION_MAX = 500;

/** Signed-in people only: visitors go to sign in and come back here. */
export const middleware: Route.MiddlewareFunction[] = [...middlewareNamed('auth_access')];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromCookieHeader(request.headers.get('cookie'));
  const viewer = context.get(viewerContext);
  if (viewer?.userType !== USER_TYPES.customer)
    return { isCustomer: false, addresses: [], regions: [], prescriptions: [], locale };
  const api = apiOf(context);
  const [addresses, regions, prescriptions] = await Promise.all([
    api.call(listAddresses),
    api.call(listRegions, { params: { limit: 100 }, query: { page: 1 } }),
    api.call(listPrescriptions).then(
      (answer) => answer.data,
      (error) => {
        console.error('checkout: prescriptions could not be listed', error);
        return [] as Prescription[];
      },
    ),
  ]);
  return { isCustomer: true, addresses: addresses.data, regions: regions.data, prescriptions, locale };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'checkout.title') },
  { name: 'robots', content: 'noindex' },
];

const api = createApiClient(fetchTransport());

/** A numbered part of the checkout (spec §2 names them). */
function Step({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  const { number: digits } = useI18n();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
      tabIndex={-1}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <span
          aria-hidden="true"
          className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
        >
          {digits(number)}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A choice among the customer's addresses, as radio cards. */
function AddressChoice({
  name,
  addresses,
  value,
  onChange,
  legend,
}: {
  name: string;
  addresses: Address[];
  value: number | null;
  onChange: (id: number) => void;
  legend: string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {addresses.map((address) => (
          <label
            key={address.id}
            className="flex cursor-pointer gap-3 rounded-md border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={value === address.id}
              onChange={() => onChange(address.id)}
              className="mt-1"
            />
            <AddressSummary address={address} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The order summary at the side: lines by seller, each seller's delivery fee, and the totals. */
function OrderSummaryPanel({ quote, cart }: { quote: CartQuote | null; cart: Cart }) {
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

type Problem = { key: MessageKey; target: string };

/**
 * The checkout page (spec §2): shipping and billing addresses (chosen from the customer's list,
 * or added here), payment type, extra instruction, prescriptions when a product needs one, and
 * the order summary priced by the server. "Review order" opens the confirmation; placing sends
 * one call with this attempt's Idempotency-Key.
 */
export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t, money, number, locale } = useI18n();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const cart = useCart();
  const { quote, failure, isLoading, refresh } = useCartQuote(cart);
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
  const [isAddingAddress, setAddingAddress] = useState(addresses.length === 0);
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [instruction, setInstruction] = useState('');
  const [chosenRx, setChosenRx] = useState<number[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [confirming, setConfirming] = useState<{ quote: CartQuote; previousTotal: number | null } | null>(
    null,
  );
  const [isPlacing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<BilingualText | string | null>(null);
  const [placed, setPlaced] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);

  // A shipping address chosen before it was saved, or one that was deleted elsewhere, falls back.
  useEffect(() => {
    if (shippingId !== null && !addresses.some((item) => item.id === shippingId))
      setShippingId(defaultShipping?.id ?? null);
  }, [addresses, shippingId, defaultShipping]);

  const onAddressSaved = useCallback((address: Address) => {
    setShippingId(address.id);
    setAddingAddress(false);
  }, []);
  const onPrescriptionSaved = useCallback(
    (prescription: Prescription) =>
      setChosenRx((chosen) => [...chosen, prescription.id].slice(-PRESCRIPTIONS_PER_ORDER)),
    [],
  );

  const shipping = addresses.find((item) => item.id === shippingId) ?? null;
  const billing = billSame ? null : (addresses.find((item) => item.id === billingId) ?? null);
  const needsPrescription = needs.productIds.length > 0;

  const review = () => {
    const found: Problem[] = [];
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
    setPlaceError(null);
    setConfirming({ quote, previousTotal: null });
  };

  const place = async () => {
    if (!confirming || !shipping) return;
    const body: PlaceOrderBody = {
      items: cartLineInputs(cart),
      shipping_address_id: shipping.id,
      billing_address_id: billing?.id ?? null,
      payment_method: payment,
      extra_instruction: instruction.trim(),
      prescription_ids: needsPrescription ? chosenRx : [],
      expected_total: confirming.quote.total,
    };
    // One key per attempt: a double click, a retry or a reload sends the same order under it.
    const key = checkoutAttemptKey(body, sessionStore());
    setPlacing(true);
    setPlaceError(null);
    try {
      const answer = await api.call(placeOrder, { body }, { headers: { [IDEMPOTENCY_HEADER]: key } });
      finishCheckoutAttempt(sessionStore());
      setPlaced(true);
      updateCart(() => EMPTY_CART);
      const next =
        answer.payment?.redirect_url ??
        `/user/my-orders?order=${encodeURIComponent(answer.data.order_number)}`;
      if (next.startsWith('/')) navigate(next);
      else window.location.assign(next);
    } catch (error) {
      setPlacing(false);
      if (error instanceof ApiError) {
        const changed =
          error.code === 'total_changed' ? totalChangedDetails.safeParse(error.body.details) : null;
        if (changed?.success) {
          // The server's total differs from the one shown: show it, and take its prices into the cart.
          updateCart((current) => acceptQuote(current, changed.data.quote), { sync: true });
          setConfirming({ quote: changed.data.quote, previousTotal: confirming.quote.total });
          return;
        }
        // A field's own words say more than "some information is not valid".
        const [field] = error.fields;
        setPlaceError(field ? field.message : error.body.message);
        if (error.status === 409 || error.status === 422) refresh();
        return;
      }
      // No answer (offline, a dropped connection): trying again sends the same key.
      setPlaceError(t('checkout.placeFailed'));
    }
  };

  if (!loaderData.isCustomer) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
        <p className="text-gray-700">{t('checkout.customersOnly')}</p>
        <Link to="/" className={buttonClass}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }
  if (!isHydrated || placed) {
    return (
      <p className="py-12 text-center text-gray-600" role="status">
        {placed ? t('checkout.placed') : t('common.loading')}
      </p>
    );
  }
  if (cartCount(cart) === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
        <p className="text-gray-700">{t('cart.empty')}</p>
        <Link to="/" className={buttonClass}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }

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
          <Step id={ids.shipping} number={++step} title={t('checkout.shipping')}>
            {addresses.length > 0 ? (
              <AddressChoice
                name="shipping_address"
                legend={t('checkout.shipping')}
                addresses={addresses}
                value={shippingId}
                onChange={setShippingId}
              />
            ) : (
              <p className="text-sm text-gray-700">{t('checkout.noAddress')}</p>
            )}
            {isAddingAddress ? (
              <div className="rounded-md border border-gray-200 p-3">
                <h3 className="mb-3 font-semibold">{t('address.newTitle')}</h3>
                <AddressForm
                  action={ADDRESS_ACTION}
                  regions={regions}
                  isFirst={addresses.length === 0}
                  onSaved={onAddressSaved}
                  {...(addresses.length > 0 ? { onCancel: () => setAddingAddress(false) } : {})}
                />
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setAddingAddress(true)}
                className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t('address.add')}
              </button>
            )}
          </Step>

          <Step id={ids.billing} number={++step} title={t('checkout.billing')}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={billSame}
                onChange={(event) => setBillSame(event.target.checked)}
              />
              {t('checkout.billingSame')}
            </label>
            {!billSame ? (
              <AddressChoice
                name="billing_address"
                legend={t('checkout.billing')}
                addresses={addresses}
                value={billingId}
                onChange={setBillingId}
              />
            ) : null}
          </Step>

          <Step id={ids.payment} number={++step} title={t('checkout.paymentType')}>
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t('checkout.paymentType')}</legend>
              {(['cod', 'sandbox'] as const).map((method) => (
                <label
                  key={method}
                  className="flex cursor-pointer gap-3 rounded-md border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="payment_method"
                    value={method}
                    checked={payment === method}
                    onChange={() => setPayment(method)}
                    className="mt-1"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">
                      {method === 'cod' ? t('checkout.payment.cod') : t('checkout.payment.digital')}
                    </span>
                    <span className="text-sm text-gray-600">
                      {method === 'cod' ? t('checkout.payment.codHint') : t('checkout.payment.digitalHint')}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          </Step>

          <Step id={ids.note} number={++step} title={t('checkout.instruction')}>
            <label htmlFor={`${ids.note}-text`} className="sr-only">
              {t('checkout.instruction')}
            </label>
            <textarea
              id={`${ids.note}-text`}
              value={instruction}
              maxLength={INSTRUCTION_MAX}
              rows={3}
              onChange={(event) => setInstruction(event.target.value)}
              aria-describedby={`${ids.note}-hint`}
              className="rounded-md border border-gray-300 px-3 py-2 text-base"
            />
            <p id={`${ids.note}-hint`} className="text-xs text-gray-600">
              {t('checkout.instructionHint', { left: number(INSTRUCTION_MAX - instruction.length) })}
            </p>
          </Step>

          {needsPrescription ? (
            <Step id={ids.rx} number={++step} title={t('checkout.prescriptions')}>
              <p className="text-sm text-gray-700">{t('checkout.prescriptionsNeeded')}</p>
              {prescriptions.length > 0 ? (
                <fieldset className="flex flex-col gap-2">
                  <legend className="sr-only">{t('checkout.prescriptions')}</legend>
                  {prescriptions.map((prescription) => (
                    <label key={prescription.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={chosenRx.includes(prescription.id)}
                        disabled={
                          !chosenRx.includes(prescription.id) && chosenRx.length >= PRESCRIPTIONS_PER_ORDER
                        }
                        onChange={(event) =>
                          setChosenRx((chosen) =>
                            event.target.checked
                              ? [...chosen, prescription.id]
                              : chosen.filter((id) => id !== prescription.id),
                          )
                        }
                      />
                      {prescription.title} · {prescription.patient_name}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <details className="rounded-md border border-gray-200 p-3" open={prescriptions.length === 0}>
                <summary className="cursor-pointer font-medium">{t('prescription.uploadTitle')}</summary>
                <div className="pt-3">
                  <PrescriptionForm action={PRESCRIPTION_ACTION} onSaved={onPrescriptionSaved} />
                </div>
              </details>
            </Step>
          ) : null}
        </div>

        <aside
          aria-labelledby={ids.summary}
          aria-busy={isLoading}
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-24"
        >
          <h2 id={ids.summary} className="text-lg font-semibold" tabIndex={-1}>
            {t('checkout.summary')}
          </h2>
          <QuoteProblems quote={quote} cart={cart} />
          <QuoteFailure failure={failure} refresh={refresh} />
          <OrderSummaryPanel quote={quote} cart={cart} />
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
            onClick={review}
            className={`${buttonClass} w-full`}
            disabled={isLoading && !quote}
          >
            {quote ? t('checkout.review', { total: money(quote.total) }) : t('cart.checkingPrices')}
          </button>
          <p className="text-xs text-gray-600">{t('checkout.reviewHint')}</p>
        </aside>
      </div>

      {confirming && shipping ? (
        <ConfirmOrderDialog
          quote={confirming.quote}
          previousTotal={confirming.previousTotal}
          shipping={shipping}
          billing={billing}
          payment={payment}
          isPlacing={isPlacing}
          error={placeError}
          onConfirm={place}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {placeError && !confirming ? (
        <FormMessage message={typeof placeError === 'string' ? placeError : placeError[locale]} />
      ) : null}
    </div>
  );
}
