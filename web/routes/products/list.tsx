import { data, Form, redirect, useFetcher, useLocation } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import {
  deleteProduct,
  duplicateProduct,
  editorOptions,
  importProducts,
  importProductsXlsx,
  listManagedProducts,
  MANAGED_SORTS,
  type ManagedProduct,
  managedProductsQuery,
  quickEditProduct,
  setProductStatus,
} from '#lib/contracts/product-editor.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { mediaUrl } from '#lib/media.ts';
import { FileField } from '../../components/forms/file-field.tsx';
import { NumberInput } from '../../components/forms/number-field.tsx';
import { Link } from '../../components/link.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/list';
import { count, poisha, productsBase, sellersAndAdmins, taka } from './shared.ts';

export const middleware: Route.MiddlewareFunction[] = [sellersAndAdmins];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const api = apiOf(context);
  const parsed = managedProductsQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : managedProductsQuery.parse({});
  const [list, options] = await Promise.all([
    api.call(listManagedProducts, { query }),
    api.call(editorOptions),
  ]);
  return {
    ...list,
    query,
    categories: options.data.categories,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'productEditor.list') },
];

interface ActionData {
  ok?: boolean;
  message?: BilingualText;
  errors?: Array<{ line: number; column: string; reason: string; reason_bn: string }>;
  /** A quick edit of an approved product waits for review. */
  pending?: boolean;
  /** The form that was sent: an import's answer is shown in its panel, the others above the list. */
  intent?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const form = await request.formData();
  const values = formValues(form);
  const id = Number(values.id);
  const base = String(values.base ?? '');
  try {
    switch (values.intent) {
      case 'quick': {
        const price = poisha(String(values.price ?? ''));
        // Typed in either language's digits; an empty or unreadable stock is left as it is.
        const stock = count(String(values.stock ?? ''));
        const saved = await api.call(quickEditProduct, {
          params: { id },
          body: {
            price_type_id: Number(values.price_type_id),
            ...(price ? { price } : {}),
            ...(stock === null ? {} : { stock }),
          },
        });
        return {
          ok: true,
          message: { en: saved.msg, bn: saved.msg },
          pending: saved.data.has_open_change,
        } satisfies ActionData;
      }
      case 'status':
        await api.call(setProductStatus, {
          params: { id },
          body: { status: values.status === 'active' ? 'active' : 'inactive' },
        });
        return { ok: true } satisfies ActionData;
      case 'duplicate': {
        const copy = await api.call(duplicateProduct, { params: { id } });
        return redirect(`${base}/products/${copy.data.id}`);
      }
      case 'delete':
        return {
          ok: true,
          intent: 'delete',
          message: { en: (await api.call(deleteProduct, { params: { id } })).msg, bn: '' },
        } satisfies ActionData;
      case 'import': {
        const file = form.get('file');
        const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
        // An .xlsx is a zip: told by its first bytes, not by its name.
        const isWorkbook = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        const result = isWorkbook
          ? await api.call(importProductsXlsx, { body: { xlsx: bytes.toString('base64') } })
          : await api.call(importProducts, { body: { csv: bytes.toString('utf8') } });
        return {
          ok: true,
          intent: 'import',
          message: { en: result.msg, bn: result.msg },
          errors: result.data.errors,
        } satisfies ActionData;
      }
      default:
        return { ok: false } satisfies ActionData;
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { ok: false, intent: String(values.intent ?? ''), message: error.body.message } satisfies ActionData,
      {
        status: error.status,
      },
    );
  }
}

function QuickEdit({ product, base }: { product: ManagedProduct; base: string }) {
  const { t, pick } = useI18n();
  const fetcher = useFetcher<ActionData>();
  const first = product.prices[0];
  if (!first) return null;
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-end gap-2 text-sm"
      aria-label={t('productEditor.quickSave')}
    >
      <input type="hidden" name="intent" value="quick" />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="base" value={base} />
      <input type="hidden" name="price_type_id" value={first.price_type_id} />
      <label className="flex flex-col">
        {t('productEditor.field.price')} ({pick(first, 'type_title')})
        <NumberInput
          name="price"
          decimals={2}
          defaultValue={taka(first.price)}
          className="w-24 rounded border px-2 py-1"
        />
      </label>
      <label className="flex flex-col">
        {t('productEditor.field.stock')}
        <NumberInput name="stock" defaultValue={first.stock} className="w-20 rounded border px-2 py-1" />
      </label>
      <button type="submit" className="rounded border border-brand-700 px-2 py-1 text-brand-700">
        {t('productEditor.quickSave')}
      </button>
      {fetcher.data?.message && fetcher.state === 'idle' ? (
        fetcher.data.ok ? (
          <span role="status" className="text-green-800" data-testid="quick-saved">
            {pick({ m: fetcher.data.message.en, m_bn: fetcher.data.message.bn }, 'm')}
            {fetcher.data.pending ? ` ${t('productEditor.openChange')}` : ''}
          </span>
        ) : (
          <span role="alert" className="text-red-700">
            {pick({ m: fetcher.data.message.en, m_bn: fetcher.data.message.bn }, 'm')}
          </span>
        )
      ) : null}
    </fetcher.Form>
  );
}

export default function ProductList({ loaderData, actionData }: Route.ComponentProps) {
  const { t, pick, money, number } = useI18n();
  const location = useLocation();
  const base = productsBase(location.pathname);
  const { data: rows, meta, query, categories } = loaderData;
  const result = actionData as ActionData | undefined;
  const select = (name: string, value: string | undefined, items: Array<[string, string]>) => (
    <label className="flex flex-col text-sm">
      {t(`productEditor.filter.${name}` as MessageKey)}
      <select name={name} defaultValue={value ?? ''} className="rounded border px-2 py-2">
        <option value="">{t('productEditor.filter.all')}</option>
        {items.map(([id, label]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('productEditor.list')}</h1>
        <Link to={`${base}/products/new`} className={buttonClass}>
          + {t('productEditor.add')}
        </Link>
      </div>
      <Form method="get" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <label className="col-span-2 flex flex-col text-sm">
          {t('productEditor.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} className="rounded border px-2 py-2" />
        </label>
        {select(
          'status',
          query.status,
          ['draft', 'active', 'inactive', 'archived'].map((s) => [
            s,
            t(`productEditor.status.${s}` as MessageKey),
          ]),
        )}
        {select(
          'review',
          query.review,
          ['draft', 'pending', 'approved', 'rejected'].map((s) => [
            s,
            t(`productEditor.state.${s}` as MessageKey),
          ]),
        )}
        {select(
          'stock',
          query.stock,
          ['in', 'out', 'low'].map((s) => [s, t(`productEditor.stock.${s}` as MessageKey)]),
        )}
        <label className="flex flex-col text-sm">
          {t('productEditor.field.category')}
          <select
            name="category_id"
            defaultValue={query.category_id ?? ''}
            className="rounded border px-2 py-2"
          >
            <option value="">{t('productEditor.filter.all')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {pick(category, 'title')}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('productEditor.sort')}
          <select name="sort" defaultValue={query.sort} className="rounded border px-2 py-2">
            {MANAGED_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`productEditor.sort.${sort}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t('productEditor.apply')}
        </button>
      </Form>

      <details className="rounded border border-gray-200 bg-white p-3">
        <summary className="cursor-pointer font-medium">{t('productEditor.import')}</summary>
        <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="import" />
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="import-file">{t('productEditor.importFile')}</label>
            <FileField
              id="import-file"
              name="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              required
            />
          </div>
          <div className="flex flex-wrap gap-3 text-sm">
            <button type="submit" className={buttonClass}>
              {t('productEditor.import')}
            </button>
            <a href="/api/products/import-template.csv" className="self-center underline">
              {t('productEditor.template')}
            </a>
            <a href="/api/products/export.csv" className="self-center underline">
              {t('productEditor.export')}
            </a>
          </div>
        </Form>
        {result?.message && result.intent === 'import' ? (
          <p role="status" className="mt-2 text-sm">
            {pick({ m: result.message.en, m_bn: result.message.bn || result.message.en }, 'm')}
          </p>
        ) : null}
        {result?.errors?.length ? (
          <table className="mt-2 w-full text-left text-sm">
            <caption className="text-left font-medium">{t('productEditor.importErrors')}</caption>
            <thead>
              <tr>
                <th>{t('productEditor.line')}</th>
                <th>{t('productEditor.column')}</th>
                <th>{t('productEditor.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((error) => (
                <tr key={`${error.line}-${error.column}`}>
                  <td>{number(error.line)}</td>
                  <td>{error.column}</td>
                  <td>{pick(error, 'reason')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </details>

      {/* A deletion's (or a refused change's) answer, where the seller is looking. */}
      {result?.message && result.intent !== 'import' ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`rounded-md px-3 py-2 text-sm ${result.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
          data-testid="list-message"
        >
          {pick({ m: result.message.en, m_bn: result.message.bn || result.message.en }, 'm')}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="text-gray-600">{t('productEditor.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {rows.map((product) => (
          <li
            key={product.id}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
            data-testid="managed-product"
          >
            <div className="flex gap-3">
              {product.photo ? (
                <img
                  src={mediaUrl(product.photo, 160)}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded object-cover"
                />
              ) : (
                <div className="h-16 w-16 rounded bg-gray-100" />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <Link
                  to={`${base}/products/${product.id}`}
                  className="truncate font-medium underline-offset-2 hover:underline"
                >
                  {pick(product, 'product_title')}
                </Link>
                <span className="text-xs text-gray-600">
                  {pick(product, 'category_name')} ·{' '}
                  {t(`productEditor.status.${product.status}` as MessageKey)}
                </span>
                <span className="text-xs">
                  <span className="rounded bg-gray-100 px-2">
                    {t(`productEditor.state.${product.review_state}` as MessageKey)}
                  </span>
                  {product.low_stock ? (
                    <span className="ml-1 rounded bg-amber-100 px-2">{t('productEditor.stock.low')}</span>
                  ) : null}
                </span>
                {product.review_state === 'rejected' && product.rejection_reason ? (
                  <span className="text-xs text-red-700">
                    {t('productEditor.rejectedBecause', { reason: product.rejection_reason })}
                  </span>
                ) : null}
                {product.prices[0] ? (
                  <span className="text-sm">
                    {money(product.prices[0].discount_price ?? product.prices[0].price)}
                  </span>
                ) : null}
              </div>
            </div>
            <QuickEdit product={product} base={base} />
            <div className="flex flex-wrap gap-2 text-sm">
              <Link to={`${base}/products/${product.id}`} className="underline">
                {t('productEditor.edit')}
              </Link>
              {(['duplicate', 'status', 'delete'] as const).map((intent) => (
                <Form
                  method="post"
                  key={intent}
                  onSubmit={(event) => {
                    // A deletion takes the product off the shop: asked first, as removing staff is.
                    if (
                      intent === 'delete' &&
                      !window.confirm(
                        t('productEditor.confirmDelete', { title: pick(product, 'product_title') }),
                      )
                    )
                      event.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="id" value={product.id} />
                  <input type="hidden" name="base" value={base} />
                  <input
                    type="hidden"
                    name="status"
                    value={product.status === 'active' ? 'inactive' : 'active'}
                  />
                  <button
                    type="submit"
                    className={intent === 'delete' ? 'text-red-700 underline' : 'underline'}
                  >
                    {intent === 'status'
                      ? t(product.status === 'active' ? 'productEditor.deactivate' : 'productEditor.activate')
                      : t(`productEditor.${intent}` as MessageKey)}
                  </button>
                </Form>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        current={meta.current_page}
        last={meta.last_page}
        more={meta.total_capped}
        hrefFor={(page) => {
          const params = new URLSearchParams(location.search);
          params.set('page', String(page));
          return `${location.pathname}?${params}`;
        }}
      />
    </div>
  );
}
