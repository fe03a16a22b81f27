import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESOURCES, type Resource } from '#lib/resources/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { done, written } from '#server/http/answer.ts';
import { requestLocale } from '#server/http/locale.ts';
import { route } from '#server/http/route.ts';
import { exportRecords, listRecords, lookupRecords, showRecord } from './list.ts';
import { deleteRecord, setActive, storeRecord, updateRecord } from './write.ts';

/** The record's name in the asker's language, for the answer's message ("Category saved."). */
function item(request: FastifyRequest, resource: Resource): { item: string } {
  return { item: resource.singular[requestLocale(request)] };
}

function resourceRoutes(app: FastifyInstance, deps: AppDeps, resource: Resource): void {
  const { db } = deps;
  const calls = resource.endpoints;

  route(app, calls.list, async (request) => {
    const { page, sort, q, ...filters } = request.query as Record<string, unknown> & { page: number };
    return listRecords(db, request.actor, resource, request.params.limit, {
      page,
      sort: sort as string | undefined,
      q: q as string | undefined,
      ...filters,
    });
  });

  route(app, calls.details, async (request) => ({
    data: await showRecord(db, request.actor, resource, request.params.id),
  }));

  route(app, calls.lookup, async (request) => ({
    data: await lookupRecords(db, request.actor, resource, request.query),
  }));

  route(app, calls.exportCsv, async (request, reply) => {
    const csv = await exportRecords(db, request.actor, resource, request.query as Record<string, unknown>);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${resource.name}.csv"`)
      .header('cache-control', 'private, no-store');
    return csv;
  });

  route(app, calls.store, async (request) =>
    written(
      request,
      await storeRecord(db, request.actor, resource, request.body as Record<string, unknown>),
      'resources.created',
      item(request, resource),
    ),
  );

  route(app, calls.update, async (request) =>
    written(
      request,
      await updateRecord(
        db,
        request.actor,
        resource,
        request.params.id,
        request.body as Record<string, unknown> & { updated_at: string },
      ),
      'resources.updated',
      item(request, resource),
    ),
  );

  if (resource.deletable !== false) {
    route(app, calls.remove, async (request) =>
      written(
        request,
        await deleteRecord(db, request.actor, resource, request.params.id),
        'resources.deleted',
        item(request, resource),
      ),
    );
  }

  if (resource.activeField) {
    route(app, calls.bulk, async (request) => {
      const activate = request.params.action === 'activate';
      const ids = await setActive(db, request.actor, resource, request.body.ids, activate);
      return {
        ...done(request, activate ? 'resources.activated' : 'resources.deactivated', { count: ids.length }),
        data: { ids },
      };
    });
  }
}

/** Every resource's calls (spec §7 lists, store, update; details, delete, bulk, CSV, lookup). */
export async function resourcesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const resource of RESOURCES) resourceRoutes(app, deps, resource);
}
