import type { FastifyInstance } from 'fastify';
import { jobDetail, listJobs, retryJob } from '#lib/contracts/jobs.ts';
import { translate } from '#lib/i18n/translate.ts';
import type { AppDeps } from '#server/deps.ts';
import { requestLocale } from '#server/http/locale.ts';
import { route } from '#server/http/route.ts';
import { listJobs as list } from './list-jobs.ts';
import { retryJob as retry } from './retry-job.ts';
import { showJob } from './show-job.ts';

/** The background jobs of the admin panel (feature 53). */
export async function jobsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(app, listJobs, async (request) => list(db, request.actor, request.params.limit, request.query));
  route(app, jobDetail, async (request) => ({ data: await showJob(db, request.actor, request.params.id) }));
  route(app, retryJob, async (request) => ({
    status: true as const,
    data: await retry(db, request.actor, request.params.id),
    msg: translate(requestLocale(request), 'background.jobRetried'),
  }));
}
