import { and, eq, inArray } from 'drizzle-orm';
import {
  type EditorProduct,
  PRODUCT_STEPS,
  type ProductBody,
  type ProductStep,
  REVIEWED_STEPS,
  STEP_SCHEMAS,
  type StepValue,
} from '#lib/contracts/product-editor.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, badRequest, invalidFields, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { applyStep, checkInfo, checkStep, readLiveSteps, sameValue, stepStates } from './editor-steps.ts';
import { requireProductEditor } from './policy.ts';
import { products, productVersions } from './schema.ts';
import { refreshSearchText } from './search-index.ts';

/*
 * The product editor's use cases (decision 0017). A product row is the live, approved version:
 * a seller's new product is a row nobody sees (status draft, approval pending) which the seller
 * edits directly; once approved, a seller's change to a reviewed step (info, price, photos) is
 * kept in an open product_versions row until an admin approves it. Other steps, stock and
 * (de)activation apply at once, and so does everything an admin changes.
 */

export type ProductRow = typeof products.$inferSelect;
type Version = typeof productVersions.$inferSelect;

const PRODUCT_NOT_FOUND = () => notFound('product_not_found', 'products.notFound');

/** The product if the actor may edit it: a seller only its own shop's (404 otherwise, whatever the id). */
export async function ownedProduct(tx: Tx, actor: Actor, productId: number): Promise<ProductRow> {
  const scope = requireProductEditor(actor);
  const [product] = await tx
    .select()
    .from(products)
    .where(
      scope.companyId === null
        ? eq(products.id, productId)
        : and(eq(products.id, productId), eq(products.company_id, scope.companyId)),
    );
  if (!product) throw PRODUCT_NOT_FOUND();
  return product;
}

export async function openVersion(tx: Tx, productId: number): Promise<Version | null> {
  const [version] = await tx
    .select()
    .from(productVersions)
    .where(
      and(eq(productVersions.product_id, productId), inArray(productVersions.state, ['draft', 'pending'])),
    );
  return version ?? null;
}

/** draft, pending, approved or rejected, as the seller reads it. */
export function reviewState(product: ProductRow, version: Version | null): EditorProduct['review_state'] {
  if (product.approval === 'rejected') return 'rejected';
  if (product.approval === 'pending') return product.submitted_at ? 'pending' : 'draft';
  if (version?.state === 'pending') return 'pending';
  if (!version && product.rejection_reason) return 'rejected';
  return 'approved';
}

/** What the editor shows: the live steps with the open change laid over them. */
export async function editorView(tx: Tx, productId: number): Promise<EditorProduct> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product) throw PRODUCT_NOT_FOUND();
  const version = await openVersion(tx, productId);
  const steps = { ...(await readLiveSteps(tx, productId)), ...((version?.changes as object) ?? {}) };
  return {
    id: product.id,
    company_id: product.company_id,
    status: product.status,
    approval: product.approval,
    review_state: reviewState(product, version),
    rejection_reason: product.rejection_reason,
    has_open_change: version !== null,
    steps,
    step_states: stepStates(steps),
    slug: product.slug,
  };
}

function touchesStorefront(tx: Tx, productId: number) {
  afterCommit(tx, invalidateCatalogCache);
  return refreshSearchText(tx, [productId]);
}

/**
 * Saves one step of a product. A seller's change to a reviewed step of an approved product goes
 * into the open version (unless it equals the live value); everything else is written live.
 */
export async function saveStepIn(
  tx: Tx,
  actor: Actor,
  product: ProductRow,
  step: ProductStep,
  value: unknown,
): Promise<void> {
  const reviewed =
    actor.kind === 'seller' && product.approval === 'approved' && REVIEWED_STEPS.includes(step);
  if (reviewed) {
    const live = (await readLiveSteps(tx, product.id))[step];
    const version = await openVersion(tx, product.id);
    const changes = { ...((version?.changes as Record<string, unknown>) ?? {}) };
    if (sameValue(live, value)) {
      if (!version || !(step in changes)) return;
      delete changes[step];
    } else {
      changes[step] = await checkStep(tx, product.id, product.company_id, step, value);
    }
    if (version) {
      if (Object.keys(changes).length === 0)
        await tx.delete(productVersions).where(eq(productVersions.id, version.id));
      else
        await tx
          .update(productVersions)
          .set({ changes, updated_at: new Date() })
          .where(eq(productVersions.id, version.id));
    } else {
      await tx
        .insert(productVersions)
        .values({ product_id: product.id, changes, author_user_id: actor.userId });
    }
    return;
  }
  if (step === 'price-stock') {
    // Stock for a price type that only a pending price change adds is kept with that change.
    const version = await openVersion(tx, product.id);
    if (version && 'price' in (version.changes as object)) {
      await tx
        .update(productVersions)
        .set({ changes: { ...(version.changes as object), 'price-stock': value }, updated_at: new Date() })
        .where(eq(productVersions.id, version.id));
    }
  }
  await applyStep(tx, product.id, product.company_id, step, value);
  if (product.approval === 'approved' || step === 'info' || step === 'tags' || step === 'brand')
    await touchesStorefront(tx, product.id);
}

function parseStep(step: ProductStep, value: unknown): unknown {
  const parsed = STEP_SCHEMAS[step].safeParse(value);
  if (!parsed.success) throw badRequest('validation_failed', 'errors.validation');
  return parsed.data;
}

/** Sends the product (or its open change) for review; admins publish at once. Every step is checked again. */
async function submitIn(tx: Tx, actor: Actor, product: ProductRow): Promise<void> {
  const view = await editorView(tx, product.id);
  const invalid = PRODUCT_STEPS.filter((step) => view.step_states[step] !== 'done');
  if (invalid.length > 0) {
    throw invalidFields(
      invalid.map((step) => ({
        path: step,
        code: 'step_incomplete',
        message: bilingual('products.stepsIncomplete'),
      })),
    );
  }
  const now = new Date();
  if (actor.kind === 'admin') {
    const before = { approval: product.approval, status: product.status };
    await tx
      .update(products)
      .set({
        status: 'active',
        approval: 'approved',
        rejection_reason: null,
        submitted_at: now,
        updated_at: now,
      })
      .where(eq(products.id, product.id));
    await recordAudit(tx, {
      actor,
      action: 'publish',
      entity: 'products',
      entityId: product.id,
      before,
      after: { approval: 'approved', status: 'active' },
    });
    await touchesStorefront(tx, product.id);
    return;
  }
  if (product.approval !== 'approved') {
    await tx
      .update(products)
      .set({
        status: 'active',
        approval: 'pending',
        rejection_reason: null,
        submitted_at: now,
        updated_at: now,
      })
      .where(eq(products.id, product.id));
    return;
  }
  const version = await openVersion(tx, product.id);
  if (!version) return;
  const live = await readLiveSteps(tx, product.id);
  const before = Object.fromEntries(
    Object.keys(version.changes as object).map((step) => [step, live[step as ProductStep]]),
  );
  await tx
    .update(productVersions)
    .set({ state: 'pending', before, submitted_at: now, updated_at: now })
    .where(eq(productVersions.id, version.id));
  await tx.update(products).set({ rejection_reason: null }).where(eq(products.id, product.id));
}

/** The shop a new product belongs to: the seller's own; an admin names one. */
function companyFor(actor: Actor, companyId: number | undefined): number {
  const scope = requireProductEditor(actor);
  if (scope.companyId !== null) return scope.companyId;
  if (companyId === undefined)
    throw invalidFields([
      { path: 'company_id', code: 'required', message: bilingual('validation.required') },
    ]);
  return companyId;
}

/** Spec §7 products/store: creates a product from its info step (and any other steps given). */
export async function storeProduct(
  db: Db,
  actor: Actor,
  body: ProductBody & { info: StepValue<'info'>; company_id?: number; submit: boolean },
): Promise<EditorProduct> {
  return transaction(db, async (tx) => {
    const companyId = companyFor(actor, body.company_id);
    const info = await checkInfo(tx, body.info, null);
    const [created] = await tx
      .insert(products)
      .values({ ...info, company_id: companyId, status: 'draft', approval: 'pending' })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    for (const step of PRODUCT_STEPS) {
      if (step === 'info' || body[step] === undefined) continue;
      await applyStep(tx, created.id, companyId, step, body[step]);
    }
    await refreshSearchText(tx, [created.id]);
    if (actor.kind === 'admin')
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'products',
        entityId: created.id,
        after: info,
      });
    if (body.submit) await submitIn(tx, actor, created);
    return editorView(tx, created.id);
  });
}

/** Spec §7 products/update: saves the steps given, then submits when asked. */
export async function updateProduct(
  db: Db,
  actor: Actor,
  productId: number,
  body: Omit<ProductBody, 'submit'> & { submit: boolean },
): Promise<EditorProduct> {
  return transaction(db, async (tx) => {
    const product = await ownedProduct(tx, actor, productId);
    const before = actor.kind === 'admin' ? await readLiveSteps(tx, productId) : undefined;
    for (const step of PRODUCT_STEPS) {
      if (body[step] === undefined) continue;
      await saveStepIn(tx, actor, product, step, parseStep(step, body[step]));
    }
    if (actor.kind === 'admin')
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'products',
        entityId: productId,
        before,
        after: await readLiveSteps(tx, productId),
      });
    if (body.submit) await submitIn(tx, actor, await ownedProduct(tx, actor, productId));
    return editorView(tx, productId);
  });
}

/** One step saved (the editor's autosave). */
export async function saveStep(
  db: Db,
  actor: Actor,
  productId: number,
  step: ProductStep,
  value: unknown,
): Promise<EditorProduct> {
  return transaction(db, async (tx) => {
    const product = await ownedProduct(tx, actor, productId);
    await saveStepIn(tx, actor, product, step, value);
    if (actor.kind === 'admin')
      await recordAudit(tx, {
        actor,
        action: `update:${step}`,
        entity: 'products',
        entityId: productId,
        after: value,
      });
    return editorView(tx, productId);
  });
}

export async function submitProduct(db: Db, actor: Actor, productId: number): Promise<EditorProduct> {
  return transaction(db, async (tx) => {
    await submitIn(tx, actor, await ownedProduct(tx, actor, productId));
    return editorView(tx, productId);
  });
}

export async function productForEditor(db: Db, actor: Actor, productId: number): Promise<EditorProduct> {
  await ownedProduct(db, actor, productId);
  return editorView(db, productId);
}

/** Activation and deactivation apply at once (no review). */
export async function setStatus(db: Db, actor: Actor, productId: number, status: 'active' | 'inactive') {
  return transaction(db, async (tx) => {
    const product = await ownedProduct(tx, actor, productId);
    if (product.status === 'archived') throw badRequest('product_archived', 'products.notFound');
    await tx.update(products).set({ status, updated_at: new Date() }).where(eq(products.id, productId));
    if (actor.kind === 'admin')
      await recordAudit(tx, {
        actor,
        action: 'status',
        entity: 'products',
        entityId: productId,
        before: { status: product.status },
        after: { status },
      });
    afterCommit(tx, invalidateCatalogCache);
    return { id: productId, status };
  });
}

/** A copy of the product (its live steps with any open change) as a new draft of the same shop. */
export async function duplicateProduct(db: Db, actor: Actor, productId: number): Promise<EditorProduct> {
  return transaction(db, async (tx) => {
    const product = await ownedProduct(tx, actor, productId);
    const { steps } = await editorView(tx, productId);
    const info = steps.info as StepValue<'info'>;
    const copy = await checkInfo(
      tx,
      {
        ...info,
        slug: '',
        product_title: `${info.product_title} (copy)`,
        product_title_bn: `${info.product_title_bn} (কপি)`,
      },
      null,
    );
    const [created] = await tx
      .insert(products)
      .values({ ...copy, company_id: product.company_id, status: 'draft', approval: 'pending' })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    for (const step of PRODUCT_STEPS) {
      if (step === 'info') continue;
      await applyStep(tx, created.id, product.company_id, step, steps[step]);
    }
    await applyStep(tx, created.id, product.company_id, 'price-stock', steps['price-stock']);
    await refreshSearchText(tx, [created.id]);
    return editorView(tx, created.id);
  });
}

/** Deletes a product never ordered; one that was ordered is archived (hidden, kept for its orders). */
export async function deleteProduct(db: Db, actor: Actor, productId: number) {
  return transaction(db, async (tx) => {
    const product = await ownedProduct(tx, actor, productId);
    let outcome: 'deleted' | 'archived' = 'deleted';
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.delete(products).where(eq(products.id, productId));
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      outcome = 'archived';
      await tx
        .update(products)
        .set({ status: 'archived', updated_at: new Date() })
        .where(eq(products.id, productId));
    }
    await recordAudit(tx, {
      actor,
      action: outcome === 'deleted' ? 'delete' : 'archive',
      entity: 'products',
      entityId: productId,
      before: { product_title: product.product_title, status: product.status },
    });
    afterCommit(tx, invalidateCatalogCache);
    return { id: productId, outcome };
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/** The list's quick edit: one price type's price and/or stock (a seller's price change waits for review). */
export async function quickEdit(
  db: Db,
  actor: Actor,
  productId: number,
  body: { price_type_id: number; price?: number; discount_price?: number | null; stock?: number },
): Promise<EditorProduct> {
  return transaction(db, async (tx) => {
    const product = await ownedProduct(tx, actor, productId);
    const { steps } = await editorView(tx, productId);
    if (body.price !== undefined || body.discount_price !== undefined) {
      const price = steps.price as StepValue<'price'>;
      const prices = price.prices.map((line) =>
        line.price_type_id === body.price_type_id
          ? {
              ...line,
              ...(body.price === undefined ? {} : { price: body.price }),
              ...(body.discount_price === undefined ? {} : { discount_price: body.discount_price }),
            }
          : line,
      );
      await saveStepIn(tx, actor, product, 'price', parseStepOrFields('price', { prices }));
    }
    if (body.stock !== undefined) {
      const stock = steps['price-stock'] as StepValue<'price-stock'>;
      const stocks = stock.stocks.map((line) =>
        line.price_type_id === body.price_type_id ? { ...line, stock: body.stock as number } : line,
      );
      await saveStepIn(tx, actor, product, 'price-stock', { ...stock, stocks });
    }
    return editorView(tx, productId);
  });
}

function parseStepOrFields(step: ProductStep, value: unknown): unknown {
  const parsed = STEP_SCHEMAS[step].safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('bad_request', 'validation_failed', 'errors.validation', {
    fields: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      message: bilingual('validation.invalid'),
    })),
  });
}
