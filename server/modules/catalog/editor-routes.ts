import type { FastifyInstance } from 'fastify';
import {
  approveProduct,
  bulkApproveProducts,
  deleteProduct,
  duplicateProduct,
  editorOptions,
  editorProduct,
  importProducts,
  importProductsXlsx,
  listManagedProducts,
  listReviewQueue,
  PRODUCT_EDITORS,
  PRODUCT_REVIEWERS,
  PRODUCT_STEPS,
  quickEditProduct,
  rejectProduct,
  saveStep,
  setProductStatus,
  storeProduct,
  submitProduct,
  updateProduct,
} from '#lib/contracts/product-editor.ts';
import { requireAccess } from '#server/access/permissions.ts';
import type { AppDeps } from '#server/deps.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import * as editor from './editor.ts';
import * as manage from './manage.ts';
import { xlsxRows } from './product-xlsx.ts';
import * as review from './review.ts';

/** The product editor, the seller's and admin's product lists, products-pre, CSV import/export. */
export async function productEditorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    route(scope, storeProduct, async (request) => {
      const product = await editor.storeProduct(db, request.actor, request.body);
      return written(request, product, submittedKey(request.actor.kind, request.body.submit));
    });
    route(scope, updateProduct, async (request) => {
      const product = await editor.updateProduct(db, request.actor, request.params.id, request.body);
      return written(request, product, submittedKey(request.actor.kind, request.body.submit));
    });
    for (const step of PRODUCT_STEPS) {
      route(scope, saveStep[step], async (request) =>
        written(
          request,
          await editor.saveStep(db, request.actor, request.params.id, step, request.body),
          'products.saved',
        ),
      );
    }
    route(scope, editorProduct, async (request) => ({
      data: await editor.productForEditor(db, request.actor, request.params.id),
    }));
    route(scope, submitProduct, async (request) =>
      written(
        request,
        await editor.submitProduct(db, request.actor, request.params.id),
        submittedKey(request.actor.kind, true),
      ),
    );
    route(scope, setProductStatus, async (request) =>
      written(
        request,
        await editor.setStatus(db, request.actor, request.params.id, request.body.status),
        'products.statusChanged',
      ),
    );
    route(scope, duplicateProduct, async (request) =>
      written(
        request,
        await editor.duplicateProduct(db, request.actor, request.params.id),
        'products.duplicated',
      ),
    );
    route(scope, deleteProduct, async (request) => {
      const result = await editor.deleteProduct(db, request.actor, request.params.id);
      return written(
        request,
        result,
        result.outcome === 'deleted' ? 'products.deleted' : 'products.archived',
      );
    });
    route(scope, quickEditProduct, async (request) =>
      written(
        request,
        await editor.quickEdit(db, request.actor, request.params.id, request.body),
        'products.saved',
      ),
    );
    route(scope, editorOptions, async (request) => ({
      data: await manage.editorOptionLists(db, request.actor),
    }));
    route(scope, listManagedProducts, async (request) =>
      manage.listManaged(db, request.actor, request.query),
    );

    route(scope, listReviewQueue, async (request) =>
      review.reviewQueue(db, request.actor, request.query.page, request.query.limit),
    );
    route(scope, approveProduct, async (request) =>
      written(request, await review.approve(db, request.actor, request.params.id), 'products.approved'),
    );
    route(scope, rejectProduct, async (request) =>
      written(
        request,
        await review.reject(db, request.actor, request.params.id, request.body.reason),
        'products.rejected',
      ),
    );
    route(scope, bulkApproveProducts, async (request) => {
      const result = await review.bulkApprove(db, request.actor, request.body.product_ids);
      return written(request, result, 'products.bulkApproved', { count: result.approved.length });
    });

    route(scope, importProducts, async (request) => {
      const result = await manage.importCsv(db, request.actor, request.body.csv, request.body.company_id);
      return written(request, result, 'products.imported', {
        created: result.created,
        updated: result.updated,
        failed: result.errors.length,
      });
    });

    route(scope, importProductsXlsx, async (request) => {
      const rows = await xlsxRows(Buffer.from(request.body.xlsx, 'base64'));
      const result = await manage.importRows(db, request.actor, rows, 'xlsx', request.body.company_id);
      return written(request, result, 'products.imported', {
        created: result.created,
        updated: result.updated,
        failed: result.errors.length,
      });
    });

    // Files, not JSON: the CSV template and the shop's export.
    scope.get('/api/products/import-template.csv', async (request, reply) => {
      requireAccess(request.actor, PRODUCT_EDITORS);
      reply.header('content-disposition', 'attachment; filename="haat-products-template.csv"');
      return reply.type('text/csv; charset=utf-8').send(manage.CSV_TEMPLATE);
    });
    scope.get('/api/products/export.csv', async (request, reply) => {
      requireAccess(request.actor, PRODUCT_EDITORS);
      const csv = await manage.exportCsv(db, request.actor);
      reply.header('content-disposition', 'attachment; filename="haat-products.csv"');
      return reply.type('text/csv; charset=utf-8').send(csv);
    });
    scope.get('/api/products-pre/count', async (request) => {
      requireAccess(request.actor, PRODUCT_REVIEWERS);
      return { data: { pending: await review.pendingCount(db) } };
    });
  });
}

function submittedKey(kind: string, submit: boolean) {
  if (!submit) return 'products.saved' as const;
  return kind === 'admin' ? ('products.published' as const) : ('products.submitted' as const);
}
