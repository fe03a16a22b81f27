/**
 * The job runner as other modules use it (docs/decisions/0012-jobs-and-realtime-events.md):
 * declare a job with defineJob in your module, list it in your api.ts's jobs, and enqueue it with
 * enqueueJob inside the transaction of the change that needs it. app.ts registers every module's
 * jobs with the runner.
 */
export {
  defineJob,
  type JobContext,
  type JobDefinition,
  type JobDeps,
} from './define-job.ts';
export { type EnqueueOptions, enqueueJob } from './enqueue-job.ts';
export { jobsRoutes } from './routes.ts';
export { createJobRunner, type JobRunner, type JobRunnerOptions } from './run-jobs.ts';

import { purgeFinishedJobs } from './purge-finished-jobs.ts';

/** The jobs module's own jobs. */
export const jobsJobs = [purgeFinishedJobs];
