import { z } from 'zod';
import type { BilingualText } from '../contracts/common.ts';
import { writeResult } from '../contracts/common.ts';
import type { Access, Endpoint } from '../contracts/endpoint.ts';
import { endpoint } from '../contracts/endpoint.ts';
import type { FeatureId } from '../contracts/features.ts';
import { plainText } from '../contracts/text.ts';
import { slugify } from '../slug.ts';

/*
 * The resource layer (docs/decisions/0013-resource-layer.md): one declarative definition of a
 * managed list, shared by the server and the web app. From it come the §7 calls and their
 * OpenAPI entries (server/modules/resources), the admin list page and entry form
 * (web/components/resources). A definition names a table by its SQL name; the server binds it.
 */

/** How a field is entered in the form (and shown in the list). */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'select'
  | 'relation'
  | 'image'
  | 'slug'
  | 'color'
  /** HTML from the rich-text editor (sanitised on the server before it is stored). */
  | 'richtext'
  /** A moment, entered and shown in Asia/Dhaka time; an ISO time in the API. */
  | 'datetime';

export interface ResourceOption {
  value: string;
  label: BilingualText;
}

export interface ResourceField {
  /** The column's name, which is also the field's name in the API. */
  name: string;
  label: BilingualText;
  input: InputKind;
  /** The value a store or update must send (already coerced: a number is a number). Optional → may be omitted. */
  schema: z.ZodType;
  /** The column may hold null (a relation or image left empty). */
  nullable?: boolean;
  /** `select`: the choices. */
  options?: readonly ResourceOption[];
  /** `relation`: the resource whose records this points to (picked by type-ahead). */
  relation?: string;
  /** `slug`: the field it is made from when left empty (spec §5 rule). */
  slugFrom?: string;
  /** No two records share this value (within the records sharing `with`'s values). */
  unique?: true | { with: readonly string[] };
  /** A column of the list page. */
  column?: boolean;
  /** The list may be sorted by it. */
  sortable?: boolean;
  /** The list may be filtered by it (`?name=value`); the server indexes it. */
  filter?: boolean;
  /** `q` searches it (case-insensitive, anywhere in the text). */
  search?: boolean;
  hint?: BilingualText;
}

/** A reason a record cannot be deleted: rows of another table still point to it. */
export interface UsedBy {
  table: string;
  column: string;
  reason: BilingualText;
}

export interface ResourceConfig {
  /** The API name: `/api/{name}/…` (spec §7: categories, brand-info, product-color-info…). */
  name: string;
  /** The admin page under the admin path (lib/contracts/features.ts ADMIN_FEATURES' path). */
  path: string;
  /** The admin feature that guards every call and the menu entry. */
  feature: FeatureId;
  /** The SQL table. */
  table: string;
  title: BilingualText;
  /** One record, in messages ("Category saved."). */
  singular: BilingualText;
  /** The field that names a record (relation pickers, audit notes); `titleFieldBn` its Bengali twin. */
  titleField: string;
  titleFieldBn?: string;
  fields: readonly ResourceField[];
  /** Sort key of the list when none is asked for: a field name, `-` first for descending. */
  defaultSort?: string;
  /** The boolean column that deactivates a record instead of deleting it (bulk activate/deactivate). */
  activeField?: string;
  /** Deleting is offered (refused while `usedBy` rows exist). Default true. */
  deletable?: boolean;
  usedBy?: readonly UsedBy[];
  /** The list call is open to everyone (public reference data the storefront reads: regions…). */
  publicList?: boolean;
  /** Writes change what shoppers see: the catalog read cache (and the page cache) is emptied after commit. */
  storefront?: boolean;
  /** Where one record is read by id, when `/api/{name}/details/:id` is taken by a public call. */
  detailsPath?: string;
  /** Rows per page of the admin list. */
  pageSize?: number;
  /**
   * Sellers may call `lookup` too (the product editor's type-ahead for brands and tags); they see
   * only active records (`activeField`) and at most LOOKUP_MAX rows.
   */
  sellerLookup?: boolean;
}

/** Most rows a lookup answers. */
export const LOOKUP_MAX = 20;

const SORT_SEPARATOR = '-';

/** The largest page the list call answers. */
export const RESOURCE_MAX_LIMIT = 1000;
/** Lists count at most this many rows; above it they say "more than" and keep paging by has_more. */
export const RESOURCE_COUNT_CAP = 10_000;
/** Largest image an image field takes. */
export const RESOURCE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const resourceMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  /** Exact up to RESOURCE_COUNT_CAP; the cap itself (and total_capped) above it. */
  total: z.number().int(),
  total_capped: z.boolean(),
  has_more: z.boolean(),
});
export type ResourceMeta = z.infer<typeof resourceMetaSchema>;

const stamp = z.string().describe('ISO time');

/** The value type a field has in a record the API answers. */
function valueSchema(field: ResourceField): z.ZodType {
  let base: z.ZodType;
  switch (field.input) {
    case 'number':
    case 'relation':
      base = z.number();
      break;
    case 'boolean':
      base = z.boolean();
      break;
    default:
      base = z.string();
  }
  return field.nullable ? base.nullable() : base;
}

export type ResourceRecord = { id: number; created_at: string; updated_at: string } & Record<string, unknown>;

function buildEndpoints(config: ResourceConfig) {
  const base = `/api/${config.name}`;
  const tags = [`resource:${config.name}`];
  const admin: Access = { kinds: ['admin'], feature: config.feature };
  const record = z
    .object({
      id: z.number().int(),
      ...Object.fromEntries(config.fields.map((field) => [field.name, valueSchema(field)])),
      created_at: stamp,
      updated_at: stamp,
    })
    .loose();
  const body = z.object(Object.fromEntries(config.fields.map((field) => [field.name, field.schema])));
  const updateBody = body.partial().extend({
    /** The record's updated_at when the form was opened: a stale form is refused 409. */
    updated_at: z.string().min(1, 'validation.required'),
  });
  const sortKeys = config.fields.filter((field) => field.sortable).map((field) => field.name);
  const sortValues = [
    'id',
    `${SORT_SEPARATOR}id`,
    ...sortKeys.flatMap((key) => [key, `${SORT_SEPARATOR}${key}`]),
  ];
  const filterShape: Record<string, z.ZodType> = {};
  for (const field of config.fields) {
    if (!field.filter) continue;
    if (field.input === 'boolean') filterShape[field.name] = z.enum(['true', 'false']).optional();
    else if (field.input === 'number' || field.input === 'relation')
      filterShape[field.name] = z.coerce.number().int('validation.notInteger').optional();
    else filterShape[field.name] = z.string().trim().max(200).optional();
  }
  const listQuery = z.object({
    page: z.coerce.number().int('validation.notInteger').min(1).default(1),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortValues as [string, ...string[]]).optional(),
    ...filterShape,
  });
  const ids = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });
  const limitParam = z.object({
    limit: z.coerce.number().int('validation.notInteger').min(1).max(RESOURCE_MAX_LIMIT),
  });
  const idParam = z.object({ id: z.coerce.number().int('validation.notInteger').positive() });

  return {
    record,
    body,
    updateBody,
    listQuery,
    list: endpoint({
      method: 'GET',
      path: `${base}/:limit`,
      summary: `${config.title.en}: a page, searched (q), filtered and sorted (spec §7)`,
      tags,
      ...(config.publicList ? {} : { access: admin }),
      params: limitParam,
      query: listQuery,
      response: z.object({ data: z.array(record), meta: resourceMetaSchema }),
    }),
    details: endpoint({
      method: 'GET',
      path: config.detailsPath ?? `${base}/details/:id`,
      summary: `${config.singular.en}: one record by id`,
      tags,
      access: admin,
      params: idParam,
      response: z.object({ data: record }),
    }),
    store: endpoint({
      method: 'POST',
      path: `${base}/store`,
      summary: `${config.singular.en}: create`,
      tags,
      access: admin,
      body,
      response: writeResult(record),
      status: 201,
    }),
    update: endpoint({
      method: 'POST',
      path: `${base}/update/:id`,
      summary: `${config.singular.en}: change (refused 409 when updated_at is not the record's)`,
      tags,
      access: admin,
      params: idParam,
      body: updateBody,
      response: writeResult(record),
    }),
    remove: endpoint({
      method: 'POST',
      path: `${base}/delete/:id`,
      summary: `${config.singular.en}: delete (refused 409 while in use)`,
      tags,
      access: admin,
      params: idParam,
      response: writeResult(z.object({ id: z.number().int() })),
    }),
    bulk: endpoint({
      method: 'POST',
      path: `${base}/bulk/:action`,
      summary: `${config.title.en}: activate or deactivate several`,
      tags,
      access: admin,
      params: z.object({ action: z.enum(['activate', 'deactivate']) }),
      body: ids,
      response: writeResult(z.object({ ids: z.array(z.number().int()) })),
    }),
    exportCsv: endpoint({
      method: 'GET',
      path: `${base}/export.csv`,
      summary: `${config.title.en}: the filtered list as CSV`,
      tags,
      access: admin,
      query: listQuery.omit({ page: true }),
      response: z.string(),
    }),
    upload: endpoint({
      method: 'POST',
      path: `${base}/upload`,
      summary: `${config.title.en}: upload an image for an image field (multipart \`file\`: PNG, JPEG or WebP, at most 2 MB); answers its storage key`,
      tags,
      access: admin,
      response: writeResult(z.object({ key: z.string(), url: z.string() })),
      status: 201,
    }),
    lookup: endpoint({
      method: 'GET',
      path: `${base}/lookup`,
      summary: `${config.title.en}: id and name, for a relation picker's type-ahead (any admin${config.sellerLookup ? '; sellers: active records only' : ''})`,
      tags,
      // Sellers look records up in the product editor: its part of the shop (products).
      access: config.sellerLookup
        ? { kinds: ['seller', 'admin'], sellerScope: 'products' }
        : { kinds: ['admin'] },
      query: z.object({
        q: z.string().trim().max(100).optional(),
        /** Only active records (always so for sellers); names starting with `q` come first. */
        active: z
          .enum(['true', 'false', '1', '0'], { error: 'validation.invalidOption' })
          .transform((value) => value === 'true' || value === '1')
          .optional(),
        limit: z.coerce.number().int().min(1).max(LOOKUP_MAX).optional(),
        ids: z
          .string()
          .regex(/^\d+(,\d+)*$/, 'validation.invalidFormat')
          .max(400)
          .optional(),
      }),
      response: z.object({
        data: z.array(z.object({ id: z.number().int(), label: z.string(), label_bn: z.string() })),
      }),
    }),
  };
}

export type ResourceEndpoints = ReturnType<typeof buildEndpoints>;
export type Resource = ResourceConfig & {
  endpoints: ResourceEndpoints;
  /** Fields by name. */
  field: (name: string) => ResourceField | undefined;
};

/** A resource: the definition, its endpoints, and its field lookup. */
export function defineResource(config: ResourceConfig): Resource {
  const names = new Set(config.fields.map((field) => field.name));
  if (!names.has(config.titleField))
    throw new Error(`${config.name}: titleField ${config.titleField} is no field`);
  for (const field of config.fields) {
    if (field.input === 'slug' && field.slugFrom && !names.has(field.slugFrom))
      throw new Error(`${config.name}.${field.name}: slugFrom ${field.slugFrom} is no field`);
    if (field.input === 'relation' && !field.relation)
      throw new Error(`${config.name}.${field.name}: a relation names its resource`);
  }
  const byName = new Map(config.fields.map((field) => [field.name, field]));
  return { ...config, endpoints: buildEndpoints(config), field: (name) => byName.get(name) };
}

/*
 * Field helpers: the common kinds in one line each (a definition may still write a field out).
 */

type Extra = Partial<Omit<ResourceField, 'name' | 'label' | 'input' | 'schema'>>;

/** A required name or title. */
export function textField(name: string, label: BilingualText, max = 120, extra: Extra = {}): ResourceField {
  return {
    name,
    label,
    input: 'text',
    schema: plainText(z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong')),
    column: true,
    sortable: true,
    search: true,
    ...extra,
  };
}

/** The slug, made from `from` when left empty (spec §5: trim, lowercase, spaces to hyphens, no slashes). */
export function slugField(from: string, extra: Extra = {}): ResourceField {
  return {
    name: 'slug',
    label: { en: 'Slug', bn: 'স্লাগ' },
    input: 'slug',
    schema: z.string().trim().max(140, 'validation.tooLong').transform(slugify).optional(),
    slugFrom: from,
    unique: true,
    column: true,
    search: true,
    hint: { en: 'Left empty, it is made from the name.', bn: 'খালি রাখলে নাম থেকে বানানো হবে।' },
    ...extra,
  };
}

/** A whole number (an order, a position). */
export function integerField(
  name: string,
  label: BilingualText,
  { min = 0, max = 1_000_000, ...extra }: Extra & { min?: number; max?: number } = {},
): ResourceField {
  return {
    name,
    label,
    input: 'number',
    schema: z.number().int('validation.notInteger').min(min).max(max).optional(),
    column: true,
    sortable: true,
    ...extra,
  };
}

/** A switch (active, shown on the home page…). */
export function booleanField(name: string, label: BilingualText, extra: Extra = {}): ResourceField {
  return {
    name,
    label,
    input: 'boolean',
    schema: z.boolean().optional(),
    column: true,
    filter: true,
    ...extra,
  };
}

/** A pointer to another resource's record, picked by type-ahead. */
export function relationField(
  name: string,
  label: BilingualText,
  resource: string,
  { required = false, ...extra }: Extra & { required?: boolean } = {},
): ResourceField {
  const id = z.number().int('validation.notInteger').positive('validation.required');
  return {
    name,
    label,
    input: 'relation',
    relation: resource,
    schema: required ? id : id.nullable().optional(),
    nullable: !required,
    column: true,
    filter: true,
    ...extra,
  };
}

/** An uploaded image's storage key (served under /media/). */
export function imageField(name: string, label: BilingualText, extra: Extra = {}): ResourceField {
  return {
    name,
    label,
    input: 'image',
    schema: z
      .string()
      .trim()
      .max(300)
      .regex(/^[\w./-]*$/, 'validation.invalidFormat')
      .nullable()
      .optional(),
    nullable: true,
    ...extra,
  };
}

/** HTML written in the rich-text editor; the server keeps only its allow-list (headings, bold, lists, links). */
export function richTextField(name: string, label: BilingualText, extra: Extra = {}): ResourceField {
  return {
    name,
    label,
    input: 'richtext',
    schema: z.string().max(200_000, 'validation.tooLong'),
    ...extra,
  };
}

/** A moment (a schedule's start or end): an ISO time with its offset, or null. */
export function dateTimeField(name: string, label: BilingualText, extra: Extra = {}): ResourceField {
  return {
    name,
    label,
    input: 'datetime',
    schema: z.iso.datetime({ offset: true, message: 'validation.invalidFormat' }).nullable().optional(),
    nullable: true,
    column: true,
    sortable: true,
    ...extra,
  };
}

/** A choice of fixed values. */
export function selectField(
  name: string,
  label: BilingualText,
  options: readonly ResourceOption[],
  extra: Extra = {},
): ResourceField {
  const values = options.map((option) => option.value) as [string, ...string[]];
  return {
    name,
    label,
    input: 'select',
    schema: z.enum(values),
    options,
    column: true,
    filter: true,
    ...extra,
  };
}

/** Parses a `sort` value: the key and its direction. */
export function parseSort(sort: string): { key: string; descending: boolean } {
  return sort.startsWith(SORT_SEPARATOR)
    ? { key: sort.slice(SORT_SEPARATOR.length), descending: true }
    : { key: sort, descending: false };
}

export type AnyEndpoint = Endpoint;
