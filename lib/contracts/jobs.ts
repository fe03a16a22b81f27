import { z } from 'zod';
import { idParam, paged, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';

/*
 * The background job runner's admin calls (feature 53, docs/decisions/0012): the list with
 * filters, one job, and retrying a failed one.
 */

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  payload: z.unknown(),
  key: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  run_at: z.string(),
  locked_by: z.string().nullable(),
  locked_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

const limitParam = z.object({ limit: z.coerce.number().int('validation.notInteger').min(1).max(100) });

export const listJobsQuery = z.object({
  page: z.coerce.number().int('validation.notInteger').min(1).default(1),
  state: z.enum(JOB_STATES, { error: 'validation.invalidOption' }).optional(),
  name: z.string().trim().min(1).max(100).optional(),
});

export const listJobs = endpoint({
  method: 'GET',
  path: '/api/background-jobs/:limit',
  summary: 'Background jobs, newest first, filtered by state or name (feature 53)',
  tags: ['jobs'],
  access: { kinds: ['admin'], feature: FEATURES.backgroundJobs },
  params: limitParam,
  query: listJobsQuery,
  response: paged(jobSchema),
});

export const jobDetail = endpoint({
  method: 'GET',
  path: '/api/background-jobs/details/:id',
  summary: 'One background job with its last error (feature 53)',
  tags: ['jobs'],
  access: { kinds: ['admin'], feature: FEATURES.backgroundJobs },
  params: idParam,
  response: z.object({ data: jobSchema }),
});

export const retryJob = endpoint({
  method: 'POST',
  path: '/api/background-jobs/retry/:id',
  summary: 'Run a failed job again, with its attempts reset (feature 53)',
  tags: ['jobs'],
  access: { kinds: ['admin'], feature: FEATURES.backgroundJobs },
  params: idParam,
  response: writeResult(jobSchema),
});
