import { useEffect, useRef, useState } from 'react';
import { data, redirect, useFetcher, useLocation } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import {
  type EditorProduct,
  editorOptions,
  editorProduct,
  PRODUCT_MAX_NEW_TAGS,
  PRODUCT_MAX_PHOTOS,
  PRODUCT_MAX_TAGS,
  PRODUCT_STEPS,
  type ProductStep,
  STEP_SCHEMAS,
  saveStep,
  storeProduct,
  submitProduct,
} from '#lib/contracts/product-editor.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { mediaUrl } from '#lib/media.ts';
import { GENDERS, WARRANTY_TYPES } from '#lib/reference-data.ts';
import { brandsResource } from '#lib/resources/definitions/brands.ts';
import { tagsResource } from '#lib/resources/definitions/tags.ts';
import { FileField } from '../../components/forms/file-field.tsx';
import { NumberInput } from '../../components/forms/number-field.tsx';
import { type LookupName, TypeAhead } from '../../components/forms/type-ahead.tsx';
import { Link } from '../../components/link.tsx';
import { GalleryPicker } from '../../components/products/gallery-picker.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/editor';
import { count, poisha, productsBase, sellersAndAdmins, taka, uploadImage } from './shared.ts';

export const middleware: Route.MiddlewareFunction[] = [sellersAndAdmins];

/** Spec §9 warranty calendar. */
const CALENDARS = [
  { id: 1, title: 'Life Time', title_bn: 'আজীবন' },
  { id: 2, title: 'Day(s)', title_bn: 'দিন' },
  { id: 3, title: 'Month(s)', title_bn: 'মাস' },
  { id: 4, title: 'Year(s)', title_bn: 'বছর' },
];

type Steps = Record<ProductStep, Record<string, unknown>>;

const EMPTY: Steps = {
  info: {
    product_title: '',
    product_title_bn: '',
    slug: '',
    category_id: 0,
    description: '',
    description_bn: '',
    gender: 4,
  },
  type: { product_type_id: null, infos: [], color_ids: [], size_ids: [] },
  price: { prices: [] },
  'price-stock': { stocks: [], low_stock_threshold: 5 },
  photos: { photos: [] },
  tags: { tag_ids: [], new_tags: [] },
  brand: { brand_id: null },
  warranty: {
    warranty_type: 1,
    warranty_time: 3,
    warranty_calendar: 3,
    return_days: 0,
    return_policy: '',
    return_policy_bn: '',
  },
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiOf(context);
  const id = params.id ? Number(params.id) : null;
  const [options, product] = await Promise.all([
    api.call(editorOptions),
    id ? api.call(editorProduct, { params: { id } }) : Promise.resolve(null),
  ]);
  return {
    options: options.data,
    product: product?.data ?? null,
    names: await chosenNames(api, product?.data ?? null),
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

/** The names of the product's tags and brand (the steps hold ids), from the lookups the type-ahead uses. */
async function chosenNames(api: ReturnType<typeof apiOf>, product: EditorProduct | null) {
  const tagIds = ((product?.steps.tags as { tag_ids?: number[] } | undefined)?.tag_ids ?? []).slice(0, 100);
  const brandId = (product?.steps.brand as { brand_id?: number | null } | undefined)?.brand_id ?? null;
  const [tagNames, brandNames] = await Promise.all([
    tagIds.length
      ? api.call(tagsResource.endpoints.lookup, { query: { ids: tagIds.join(',') } })
      : Promise.resolve({ data: [] as LookupName[] }),
    brandId
      ? api.call(brandsResource.endpoints.lookup, { query: { ids: String(brandId) } })
      : Promise.resolve({ data: [] as LookupName[] }),
  ]);
  return { tags: tagNames.data, brand: brandNames.data[0] ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: translate(
      loaderData?.locale ?? 'en',
      loaderData?.product ? 'productEditor.title.edit' : 'productEditor.title.new',
    ),
  },
];

interface ActionData {
  product?: EditorProduct;
  error?: { message: BilingualText; fields: Record<string, BilingualText> };
}

/** Creates the product (from its info step), saves a step, or sends it for review. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const api = apiOf(context);
  const body = (await request.json()) as {
    intent: 'step' | 'submit';
    step: ProductStep;
    value: unknown;
    base: string;
  };
  try {
    if (!params.id) {
      const created = await api.call(storeProduct, { body: { info: body.value as never } });
      return redirect(`${body.base}/products/${created.data.id}?step=type`);
    }
    const id = Number(params.id);
    // A submit carries the step on screen, saved first: one request, so nothing is lost between them.
    let answer =
      body.value === null
        ? null
        : await api.call(saveStep[body.step], { params: { id }, body: body.value as never });
    if (body.intent === 'submit') answer = await api.call(submitProduct, { params: { id } });
    if (!answer)
      return { product: (await api.call(editorProduct, { params: { id } })).data } satisfies ActionData;
    return { product: answer.data } satisfies ActionData;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields: Record<string, BilingualText> = {};
    // A new product's info step is sent as `info`: its fields are named as the step's own.
    for (const field of error.fields)
      fields[params.id ? field.path : field.path.replace(/^info\./, '')] ??= field.message;
    return data({ error: { message: error.body.message, fields } } satisfies ActionData, {
      status: error.status,
    });
  }
}

function Select({
  label,
  value,
  onChange,
  options,
  name,
}: {
  label: string;
  name: string;
  value: number | null;
  onChange: (v: number | null) => void;
  options: Array<{ id: number; title: string; title_bn: string }>;
}) {
  const { pick, t } = useI18n();
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
      {label}
      <select
        name={name}
        className="rounded-md border border-gray-300 px-3 py-2 text-base"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('productEditor.field.none')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {pick(option, 'title')}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A number field of a step: the shared NumberInput (Bengali digits on a Bengali page, either set
 * taken), holding the parsed number while it shows what the seller typed ("12.", "২৫").
 */
/** A field's hint and its error, in the page's language, under it. */
function FieldNotes({ hint, error }: { hint?: string | undefined; error?: BilingualText | undefined }) {
  const { locale } = useI18n();
  return (
    <>
      {hint ? <span className="text-xs font-normal text-gray-600">{hint}</span> : null}
      {error ? (
        <span className="text-xs text-red-700" role="alert">
          {error[locale]}
        </span>
      ) : null}
    </>
  );
}

function NumberText<T extends number | null>({
  label,
  name,
  value,
  toText,
  fromText,
  onChange,
  hint,
  error,
  inputMode,
}: {
  label: string;
  name: string;
  value: T;
  toText: (value: T) => string;
  fromText: (text: string) => T;
  onChange: (value: T) => void;
  hint?: string;
  error?: BilingualText;
  inputMode: 'decimal' | 'numeric';
}) {
  return (
    <div className="flex flex-col gap-1 text-sm font-medium text-gray-800">
      <label htmlFor={`field-${name}`}>{label}</label>
      <NumberInput
        id={`field-${name}`}
        name={name}
        decimals={inputMode === 'decimal' ? 2 : 0}
        className={`rounded-md border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`}
        value={value}
        toText={toText}
        fromText={fromText}
        onValueChange={onChange}
        aria-invalid={error ? true : undefined}
      />
      <FieldNotes hint={hint} error={error} />
    </div>
  );
}

const wholeText = (value: number) => String(value);
const wholeOrZero = (text: string) => count(text) ?? 0;
const takaText = (value: number | null) => taka(value);
const poishaOrZero = (text: string) => poisha(text) ?? 0;

function Text({
  label,
  name,
  value,
  onChange,
  multiline,
  hint,
  error,
  inputMode,
}: {
  label: string;
  name: string;
  value: string | number;
  onChange: (v: string) => void;
  multiline?: boolean;
  hint?: string;
  error?: BilingualText;
  inputMode?: 'decimal' | 'numeric';
}) {
  const className = `rounded-md border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`;
  return (
    <div className="flex flex-col gap-1 text-sm font-medium text-gray-800">
      <label htmlFor={`field-${name}`}>{label}</label>
      {multiline ? (
        <textarea
          id={`field-${name}`}
          name={name}
          rows={4}
          className={className}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={`field-${name}`}
          name={name}
          inputMode={inputMode}
          className={className}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      )}
      <FieldNotes hint={hint} error={error} />
    </div>
  );
}

export default function ProductEditor({ loaderData }: Route.ComponentProps) {
  const { t, pick, money, number, locale } = useI18n();
  const { options, product, names } = loaderData;
  // Names of chosen tags and brand: from the loader, then from the type-ahead as the seller picks.
  const [tagNames, setTagNames] = useState<Map<number, LookupName>>(
    () => new Map(names.tags.map((name) => [name.id, name])),
  );
  const [brandName, setBrandName] = useState<LookupName | null>(names.brand);
  const location = useLocation();
  const base = productsBase(location.pathname);
  const fetcher = useFetcher<ActionData>();
  const initialStep = new URLSearchParams(location.search).get('step') as ProductStep | null;
  const [step, setStep] = useState<ProductStep>(
    initialStep && PRODUCT_STEPS.includes(initialStep) ? initialStep : 'info',
  );
  const [steps, setSteps] = useState<Steps>(() => ({
    ...EMPTY,
    ...((product?.steps as unknown as Steps) ?? {}),
  }));
  const [dirty, setDirty] = useState<Set<ProductStep>>(new Set());
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<BilingualText | null>(null);
  const view = fetcher.data?.product ?? product;
  const fieldErrors = fetcher.data?.error?.fields ?? {};
  const set = (key: ProductStep, patch: Record<string, unknown>) => {
    setSteps((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
    setDirty((current) => new Set(current).add(key));
  };
  // The step whose last save the server refused: shown again with its errors, sent again when left.
  const [failed, setFailed] = useState<ProductStep | null>(null);
  const sending = useRef<ProductStep | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !sending.current || !fetcher.data) return;
    const sent = sending.current;
    sending.current = null;
    if (fetcher.data.error) {
      setFailed(sent);
      setStep(sent);
      setPreviewing(false);
    } else setFailed((current) => (current === sent ? null : current));
  }, [fetcher.state, fetcher.data]);
  const save = (which: ProductStep, intent: 'step' | 'submit' = 'step') => {
    const unsaved = dirty.has(which) || which === failed;
    if (intent === 'step' && !unsaved && product) return;
    const value = unsaved || !product ? steps[which] : null;
    sending.current = which;
    fetcher.submit({ intent, step: which, value, base } as never, {
      method: 'post',
      encType: 'application/json',
    });
    setDirty((current) => {
      const next = new Set(current);
      next.delete(which);
      return next;
    });
  };
  const go = (next: ProductStep) => {
    if (product) save(step);
    else if (step === 'info') {
      save('info');
      return;
    }
    setStep(next);
    setPreviewing(false);
  };
  // Leaving the page saves the step being edited.
  const latest = useRef({ save, step });
  latest.current = { save, step };
  useEffect(() => {
    const flush = () => latest.current.save(latest.current.step);
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  // Autosave: a step is saved a moment after the last change.
  useEffect(() => {
    if (!product || !dirty.has(step)) return;
    const timer = window.setTimeout(() => latest.current.save(latest.current.step), 2500);
    return () => window.clearTimeout(timer);
  }, [product, dirty, step]);

  const index = PRODUCT_STEPS.indexOf(step);
  const localState = (which: ProductStep) =>
    STEP_SCHEMAS[which].safeParse(steps[which]).success ? 'done' : 'invalid';
  const info = steps.info as {
    product_title: string;
    product_title_bn: string;
    slug: string;
    category_id: number;
    description: string;
    description_bn: string;
    gender: number;
  };
  const prices =
    (steps.price.prices as Array<{
      price_type_id: number;
      price: number;
      discount_price: number | null;
      min_qty: number;
      max_qty: number;
    }>) ?? [];
  const stocks = (steps['price-stock'].stocks as Array<{ price_type_id: number; stock: number }>) ?? [];
  const photos =
    (steps.photos.photos as Array<{ path: string; width: number; height: number; alt: string }>) ?? [];
  const typeName = (id: number) => options.price_types.find((type) => type.id === id);

  async function addFiles(files: FileList | File[]) {
    setUploading(true);
    setUploadError(null);
    const added: typeof photos = [];
    for (const file of Array.from(files)) {
      const result = await uploadImage(file);
      if (result.ok)
        added.push({ path: result.data.path, width: result.data.width, height: result.data.height, alt: '' });
      else setUploadError(result.message);
    }
    setUploading(false);
    if (added.length) set('photos', { photos: [...photos, ...added] });
  }

  const stateLabel = view
    ? t(`productEditor.state.${view.review_state}` as MessageKey)
    : t('productEditor.state.draft');

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">
          {t(product ? 'productEditor.title.edit' : 'productEditor.title.new')}
        </h1>
        <span className="rounded-full bg-gray-100 px-3 py-1 text-sm" data-testid="review-state">
          {stateLabel}
        </span>
      </div>
      {view?.review_state === 'rejected' && view.rejection_reason ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800" role="status">
          {t('productEditor.rejectedBecause', { reason: view.rejection_reason })}
        </p>
      ) : null}
      {view?.has_open_change ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('productEditor.openChange')}</p>
      ) : null}

      <nav aria-label={t('productEditor.stepOf', { n: index + 1, total: PRODUCT_STEPS.length })}>
        <ol className="flex gap-1 overflow-x-auto pb-1">
          {PRODUCT_STEPS.map((name, position) => {
            const state =
              name === failed
                ? 'invalid'
                : view?.step_states[name] === 'done' && !dirty.has(name)
                  ? 'done'
                  : localState(name);
            return (
              <li key={name}>
                <button
                  type="button"
                  disabled={!product && name !== 'info'}
                  aria-current={name === step ? 'step' : undefined}
                  onClick={() => go(name)}
                  className={`relative flex min-w-max items-center gap-1 rounded-full border px-3 py-1 text-sm ${name === step ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-gray-300'} disabled:opacity-50`}
                >
                  <span aria-hidden="true" className={state === 'done' ? 'text-green-700' : 'text-amber-700'}>
                    {state === 'done' ? '✓' : '•'}
                  </span>
                  {number(position + 1)}. {t(`productEditor.step.${name}` as MessageKey)}
                  <span className="sr-only">
                    ({t(state === 'done' ? 'productEditor.done' : 'productEditor.invalid')})
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      {previewing ? (
        <section
          aria-label={t('productEditor.preview')}
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
          data-testid="preview"
        >
          {photos[0] ? (
            <img
              src={mediaUrl(photos[0].path, 480)}
              alt=""
              className="aspect-square w-full rounded-md object-cover"
            />
          ) : null}
          <h2 className="text-lg font-semibold">
            {locale === 'bn' ? info.product_title_bn : info.product_title}
          </h2>
          <ul className="flex flex-col gap-1">
            {prices.map((line) => {
              const type = typeName(line.price_type_id);
              return (
                <li key={line.price_type_id} className="flex justify-between">
                  <span>{type ? pick(type, 'title') : ''}</span>
                  <span>
                    {line.discount_price ? <s className="mr-2 text-gray-500">{money(line.price)}</s> : null}
                    <strong>{money(line.discount_price ?? line.price)}</strong>
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="whitespace-pre-line text-gray-700">
            {locale === 'bn' ? info.description_bn : info.description}
          </p>
        </section>
      ) : (
        <form
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
          onSubmit={(event) => {
            event.preventDefault();
            const next = PRODUCT_STEPS[index + 1];
            if (next) go(next);
            else save(step);
          }}
        >
          <h2 className="text-lg font-semibold">
            {t('productEditor.stepOf', { n: index + 1, total: PRODUCT_STEPS.length })}:{' '}
            {t(`productEditor.step.${step}` as MessageKey)}
          </h2>
          {step === 'info' ? (
            <>
              <Text
                label={t('productEditor.field.title')}
                name="product_title"
                value={info.product_title}
                onChange={(v) => set('info', { product_title: v })}
                error={fieldErrors.product_title}
              />
              <Text
                label={t('productEditor.field.titleBn')}
                name="product_title_bn"
                value={info.product_title_bn}
                onChange={(v) => set('info', { product_title_bn: v })}
                error={fieldErrors.product_title_bn}
              />
              <Text
                label={t('productEditor.field.slug')}
                name="slug"
                value={info.slug}
                hint={t('productEditor.field.slugHint')}
                onChange={(v) => set('info', { slug: v })}
                error={
                  fieldErrors.slug ??
                  (fetcher.data?.error && !Object.keys(fieldErrors).length
                    ? fetcher.data.error.message
                    : undefined)
                }
              />
              <Select
                label={t('productEditor.field.category')}
                name="category_id"
                value={info.category_id || null}
                options={options.categories}
                onChange={(v) => set('info', { category_id: v ?? 0 })}
              />
              {fieldErrors.category_id ? (
                <span className="text-xs text-red-700">{fieldErrors.category_id[locale]}</span>
              ) : null}
              <Text
                multiline
                label={t('productEditor.field.description')}
                name="description"
                value={info.description}
                onChange={(v) => set('info', { description: v })}
              />
              <Text
                multiline
                label={t('productEditor.field.descriptionBn')}
                name="description_bn"
                value={info.description_bn}
                onChange={(v) => set('info', { description_bn: v })}
              />
              <Select
                label={t('productEditor.field.gender')}
                name="gender"
                value={info.gender}
                options={GENDERS}
                onChange={(v) => set('info', { gender: v ?? 4 })}
              />
            </>
          ) : null}
          {step === 'type' ? (
            <>
              <Select
                label={t('productEditor.field.productType')}
                name="product_type_id"
                value={steps.type.product_type_id as number | null}
                options={options.product_types}
                onChange={(v) => set('type', { product_type_id: v, infos: [] })}
              />
              {options.type_info_names
                .filter((name) => name.product_type_id === steps.type.product_type_id)
                .map((name) => {
                  const infos = steps.type.infos as Array<{
                    type_info_name_id: number;
                    value: string;
                    value_bn: string;
                  }>;
                  const current = infos.find((item) => item.type_info_name_id === name.id);
                  return (
                    <Text
                      key={name.id}
                      label={pick(name, 'title')}
                      name={`info-${name.id}`}
                      value={current?.value ?? ''}
                      onChange={(v) =>
                        set('type', {
                          infos: [
                            ...infos.filter((item) => item.type_info_name_id !== name.id),
                            ...(v ? [{ type_info_name_id: name.id, value: v, value_bn: v }] : []),
                          ],
                        })
                      }
                    />
                  );
                })}
              <fieldset className="flex flex-wrap gap-2">
                <legend className="text-sm font-medium">{t('productEditor.field.colors')}</legend>
                {options.colors.map((color) => {
                  const ids = steps.type.color_ids as number[];
                  return (
                    <label
                      key={color.id}
                      className="flex items-center gap-1 rounded border px-2 py-1 text-sm"
                    >
                      <input
                        type="checkbox"
                        checked={ids.includes(color.id)}
                        onChange={(e) =>
                          set('type', {
                            color_ids: e.target.checked
                              ? [...ids, color.id]
                              : ids.filter((x) => x !== color.id),
                          })
                        }
                      />
                      <span
                        aria-hidden="true"
                        className="inline-block h-3 w-3 rounded-full"
                        style={{ background: color.code }}
                      />
                      {pick(color, 'title')}
                    </label>
                  );
                })}
              </fieldset>
              <fieldset className="flex flex-wrap gap-2">
                <legend className="text-sm font-medium">{t('productEditor.field.sizes')}</legend>
                {options.sizes.map((size) => {
                  const ids = steps.type.size_ids as number[];
                  return (
                    <label key={size.id} className="flex items-center gap-1 rounded border px-2 py-1 text-sm">
                      <input
                        type="checkbox"
                        checked={ids.includes(size.id)}
                        onChange={(e) =>
                          set('type', {
                            size_ids: e.target.checked ? [...ids, size.id] : ids.filter((x) => x !== size.id),
                          })
                        }
                      />
                      {size.title}
                    </label>
                  );
                })}
              </fieldset>
            </>
          ) : null}
          {step === 'price' ? (
            <>
              {prices.map((line, i) => {
                const update = (patch: Record<string, unknown>) =>
                  set('price', { prices: prices.map((item, j) => (j === i ? { ...item, ...patch } : item)) });
                return (
                  <fieldset
                    key={`${line.price_type_id}-${i}`}
                    className="grid grid-cols-2 gap-2 rounded-md border border-gray-200 p-2"
                    data-testid="price-line"
                  >
                    <div className="col-span-2">
                      <Select
                        label={t('productEditor.field.priceType')}
                        name={`price_type_${i}`}
                        value={line.price_type_id || null}
                        options={options.price_types}
                        onChange={(v) => update({ price_type_id: v ?? 0 })}
                      />
                    </div>
                    <NumberText
                      inputMode="decimal"
                      label={t('productEditor.field.price')}
                      name={`price_${i}`}
                      value={line.price}
                      toText={takaText}
                      fromText={poishaOrZero}
                      onChange={(v) => update({ price: v })}
                      error={fieldErrors[`prices.${i}.price`]}
                    />
                    <NumberText
                      inputMode="decimal"
                      label={t('productEditor.field.discount')}
                      name={`discount_${i}`}
                      value={line.discount_price}
                      toText={takaText}
                      fromText={poisha}
                      onChange={(v) => update({ discount_price: v })}
                      error={fieldErrors[`prices.${i}.discount_price`]}
                    />
                    <NumberText
                      inputMode="numeric"
                      label={t('productEditor.field.minQty')}
                      name={`min_${i}`}
                      value={line.min_qty}
                      toText={wholeText}
                      fromText={wholeOrZero}
                      onChange={(v) => update({ min_qty: v })}
                      error={fieldErrors[`prices.${i}.min_qty`]}
                    />
                    <NumberText
                      inputMode="numeric"
                      label={t('productEditor.field.maxQty')}
                      name={`max_${i}`}
                      value={line.max_qty}
                      toText={wholeText}
                      fromText={wholeOrZero}
                      onChange={(v) => update({ max_qty: v })}
                    />
                    <button
                      type="button"
                      className="col-span-2 text-sm text-red-700 underline"
                      onClick={() => set('price', { prices: prices.filter((_, j) => j !== i) })}
                    >
                      {t('productEditor.remove')}
                    </button>
                  </fieldset>
                );
              })}
              <button
                type="button"
                className="rounded-md border border-brand-700 px-3 py-2 text-brand-700"
                onClick={() =>
                  set('price', {
                    prices: [
                      ...prices,
                      { price_type_id: 0, price: 0, discount_price: null, min_qty: 1, max_qty: 10 },
                    ],
                  })
                }
              >
                + {t('productEditor.addPrice')}
              </button>
            </>
          ) : null}
          {step === 'price-stock' ? (
            <>
              {prices.map((line) => {
                const type = typeName(line.price_type_id);
                const current = stocks.find((item) => item.price_type_id === line.price_type_id)?.stock ?? 0;
                return (
                  <NumberText
                    key={line.price_type_id}
                    inputMode="numeric"
                    label={`${t('productEditor.field.stock')}: ${type ? pick(type, 'title') : ''}`}
                    name={`stock_${line.price_type_id}`}
                    value={current}
                    toText={wholeText}
                    fromText={wholeOrZero}
                    onChange={(v) =>
                      set('price-stock', {
                        stocks: [
                          ...stocks.filter((item) => item.price_type_id !== line.price_type_id),
                          { price_type_id: line.price_type_id, stock: v },
                        ],
                      })
                    }
                  />
                );
              })}
              <NumberText
                inputMode="numeric"
                label={t('productEditor.field.lowStock')}
                name="low_stock_threshold"
                value={steps['price-stock'].low_stock_threshold as number}
                toText={wholeText}
                fromText={wholeOrZero}
                onChange={(v) => set('price-stock', { low_stock_threshold: v })}
              />
            </>
          ) : null}
          {step === 'photos' ? (
            <>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the file inputs inside are the keyboard's and the phone's way */}
              <div
                className="flex flex-col items-center gap-2 rounded-md border-2 border-dashed border-gray-300 p-4 text-center"
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  void addFiles(e.dataTransfer.files);
                }}
              >
                <span className="text-sm text-gray-600">{t('productEditor.photos.drop')}</span>
                <FileField
                  accept="image/*"
                  multiple
                  data-testid="photo-input"
                  aria-label={t('productEditor.photos.add')}
                  buttonLabel={t('productEditor.photos.add')}
                  buttonClassName="rounded-md bg-brand-700 px-3 py-2 text-white"
                  showStatus={false}
                  onChange={(e) => e.target.files && void addFiles(e.target.files)}
                />
                <FileField
                  accept="image/*"
                  capture="environment"
                  aria-label={t('productEditor.photos.camera')}
                  buttonLabel={t('productEditor.photos.camera')}
                  buttonClassName="rounded-md border border-brand-700 bg-white px-3 py-2 text-brand-700"
                  showStatus={false}
                  onChange={(e) => e.target.files && void addFiles(e.target.files)}
                />
                {uploading ? <span role="status">{t('productEditor.photos.uploading')}</span> : null}
                {uploadError ? (
                  <span role="alert" className="text-sm text-red-700">
                    {uploadError[locale]}
                  </span>
                ) : null}
              </div>
              <ol className="grid grid-cols-2 gap-2">
                {photos.map((photo, i) => (
                  <li key={photo.path} className="flex flex-col gap-1 rounded border p-1 text-xs">
                    <img
                      src={mediaUrl(photo.path, 320)}
                      alt=""
                      className="aspect-square w-full object-cover"
                    />
                    {i === 0 ? (
                      <strong>{t('productEditor.photos.main')}</strong>
                    ) : (
                      <div className="flex flex-wrap gap-1">
                        <button
                          type="button"
                          className="underline"
                          onClick={() =>
                            set('photos', { photos: [photo, ...photos.filter((_, j) => j !== i)] })
                          }
                        >
                          {t('productEditor.photos.makeMain')}
                        </button>
                        <button
                          type="button"
                          className="underline"
                          onClick={() => {
                            const next = [...photos];
                            [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
                            set('photos', { photos: next });
                          }}
                        >
                          {t('productEditor.photos.up')}
                        </button>
                      </div>
                    )}
                    <button
                      type="button"
                      className="text-red-700 underline"
                      onClick={() => set('photos', { photos: photos.filter((_, j) => j !== i) })}
                    >
                      {t('productEditor.remove')}
                    </button>
                  </li>
                ))}
              </ol>
              <GalleryPicker
                companyId={view?.company_id ?? null}
                chosen={photos.map((photo) => photo.path)}
                full={photos.length >= PRODUCT_MAX_PHOTOS}
                onPick={(file) =>
                  set('photos', {
                    photos: [...photos, { path: file.path, width: file.width, height: file.height, alt: '' }],
                  })
                }
              />
              <Link to={`${base}/media-galleries`} className="text-sm text-brand-700 underline">
                {t('productEditor.gallery.manage')}
              </Link>
            </>
          ) : null}
          {step === 'tags' ? (
            <TagsStep
              tagIds={steps.tags.tag_ids as number[]}
              newTags={steps.tags.new_tags as string[]}
              names={tagNames}
              onChange={(tag_ids, new_tags) => set('tags', { tag_ids, new_tags })}
              onName={(name) => setTagNames((current) => new Map(current).set(name.id, name))}
            />
          ) : null}
          {step === 'brand' ? (
            <BrandStep
              brandId={steps.brand.brand_id as number | null}
              name={brandName}
              onChange={(name) => {
                setBrandName(name);
                set('brand', { brand_id: name?.id ?? null });
              }}
            />
          ) : null}
          {step === 'warranty' ? (
            <>
              <Select
                label={t('productEditor.field.warrantyType')}
                name="warranty_type"
                value={steps.warranty.warranty_type as number}
                options={WARRANTY_TYPES}
                onChange={(v) => set('warranty', { warranty_type: v ?? 1 })}
              />
              <div className="grid grid-cols-2 gap-2">
                <NumberText
                  inputMode="numeric"
                  label={t('productEditor.field.warrantyTime')}
                  name="warranty_time"
                  value={steps.warranty.warranty_time as number}
                  toText={wholeText}
                  fromText={wholeOrZero}
                  onChange={(v) => set('warranty', { warranty_time: v })}
                />
                <Select
                  label={t('productEditor.field.warrantyCalendar')}
                  name="warranty_calendar"
                  value={steps.warranty.warranty_calendar as number}
                  options={CALENDARS}
                  onChange={(v) => set('warranty', { warranty_calendar: v ?? 3 })}
                />
              </div>
              <NumberText
                inputMode="numeric"
                label={t('productEditor.field.returnDays')}
                name="return_days"
                value={steps.warranty.return_days as number}
                toText={wholeText}
                fromText={wholeOrZero}
                onChange={(v) => set('warranty', { return_days: v })}
              />
              <Text
                multiline
                label={t('productEditor.field.returnPolicy')}
                name="return_policy"
                value={steps.warranty.return_policy as string}
                onChange={(v) => set('warranty', { return_policy: v })}
              />
              <Text
                multiline
                label={t('productEditor.field.returnPolicyBn')}
                name="return_policy_bn"
                value={steps.warranty.return_policy_bn as string}
                onChange={(v) => set('warranty', { return_policy_bn: v })}
              />
            </>
          ) : null}
          {fetcher.data?.error && Object.keys(fieldErrors).length > 0 ? (
            <p role="alert" className="text-sm text-red-700">
              {fetcher.data.error.message[locale]}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2">
            <button
              type="button"
              className="rounded-md border px-3 py-2"
              disabled={index === 0}
              onClick={() => go(PRODUCT_STEPS[index - 1] ?? 'info')}
            >
              {t('productEditor.back')}
            </button>
            <span className="self-center text-xs text-gray-600" role="status">
              {fetcher.state !== 'idle'
                ? t('productEditor.saving')
                : product && dirty.size === 0 && !failed
                  ? t('productEditor.savedAt')
                  : ''}
            </span>
            {PRODUCT_STEPS[index + 1] ? (
              <button type="submit" className={buttonClass}>
                {t('productEditor.next')}
              </button>
            ) : (
              <button type="button" className="rounded-md border px-3 py-2" onClick={() => save(step)}>
                {t('productEditor.saveDraft')}
              </button>
            )}
          </div>
        </form>
      )}

      {product ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded-md border px-3 py-2"
            onClick={() => {
              save(step);
              setPreviewing((v) => !v);
            }}
          >
            {t('productEditor.preview')}
          </button>
          <button
            type="button"
            className={buttonClass}
            data-testid="submit-product"
            onClick={() => save(step, 'submit')}
          >
            {t(base.includes('seller-dashboard') ? 'productEditor.submit' : 'productEditor.publish')}
          </button>
          <Link to={`${base}/products`} className="self-center text-sm underline">
            {t('productEditor.list')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** Step 6: the chosen tags as chips (each removable) and a type-ahead to add more or a new one. */
function TagsStep({
  tagIds,
  newTags,
  names,
  onChange,
  onName,
}: {
  tagIds: number[];
  newTags: string[];
  names: Map<number, LookupName>;
  onChange: (tagIds: number[], newTags: string[]) => void;
  onName: (name: LookupName) => void;
}) {
  const { t, locale } = useI18n();
  const shown = (id: number) => {
    const name = names.get(id);
    return name ? (locale === 'bn' ? name.label_bn || name.label : name.label) : `#${id}`;
  };
  const full = tagIds.length >= PRODUCT_MAX_TAGS;
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t('productEditor.field.tags')} data-testid="tag-chips">
        {tagIds.length + newTags.length === 0 ? (
          <li className="text-sm text-gray-600">{t('productEditor.tags.none')}</li>
        ) : null}
        {tagIds.map((id) => (
          <Chip
            key={id}
            text={shown(id)}
            removeLabel={t('productEditor.tags.remove', { name: shown(id) })}
            onRemove={() =>
              onChange(
                tagIds.filter((other) => other !== id),
                newTags,
              )
            }
          />
        ))}
        {newTags.map((name) => (
          <Chip
            key={`new-${name}`}
            text={name}
            note={t('productEditor.tags.new')}
            removeLabel={t('productEditor.tags.remove', { name })}
            onRemove={() =>
              onChange(
                tagIds,
                newTags.filter((other) => other !== name),
              )
            }
          />
        ))}
      </ul>
      {full ? null : (
        <TypeAhead
          label={t('productEditor.tags.search')}
          lookup={tagsResource.endpoints.lookup}
          exclude={tagIds}
          testId="tag-search"
          onPick={(name) => {
            onName(name);
            onChange([...tagIds, name.id], newTags);
          }}
          // Free tags stay as the editor allowed them: created by name when saved (at most 10).
          onCreate={
            newTags.length < PRODUCT_MAX_NEW_TAGS
              ? (text) => {
                  if (!newTags.some((name) => name.toLowerCase() === text.toLowerCase()))
                    onChange(tagIds, [...newTags, text.slice(0, 60)]);
                }
              : undefined
          }
          createLabel={(text) => t('productEditor.tags.create', { name: text })}
        />
      )}
    </>
  );
}

/** Step 7: the chosen brand (removable) and a type-ahead over the active brands. */
function BrandStep({
  brandId,
  name,
  onChange,
}: {
  brandId: number | null;
  name: LookupName | null;
  onChange: (name: LookupName | null) => void;
}) {
  const { t, locale } = useI18n();
  const shown =
    name && name.id === brandId
      ? locale === 'bn'
        ? name.label_bn || name.label
        : name.label
      : `#${brandId}`;
  return (
    <>
      <ul
        className="flex flex-wrap gap-2"
        aria-label={t('productEditor.field.brand')}
        data-testid="brand-chip"
      >
        {brandId === null ? (
          <li className="text-sm text-gray-600">{t('productEditor.brand.none')}</li>
        ) : (
          <Chip
            text={shown}
            removeLabel={t('productEditor.brand.remove', { name: shown })}
            onRemove={() => onChange(null)}
          />
        )}
      </ul>
      <TypeAhead
        label={t('productEditor.field.brandSearch')}
        lookup={brandsResource.endpoints.lookup}
        exclude={brandId === null ? [] : [brandId]}
        testId="brand-search"
        onPick={onChange}
      />
    </>
  );
}

function Chip({
  text,
  note,
  removeLabel,
  onRemove,
}: {
  text: string;
  note?: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="flex max-w-full items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pr-1 pl-3 text-sm">
      <span className="truncate">{text}</span>
      {note ? <span className="text-xs text-gray-600">({note})</span> : null}
      <button
        type="button"
        aria-label={removeLabel}
        className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-white"
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
