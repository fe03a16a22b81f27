import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AuthDeps } from './modules/auth/api.ts';
import type { EventBus } from './modules/events/api.ts';
import type { Storage } from './storage/storage.ts';

/** What services need from the outside world, built once per process and shared by requests. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Rate limits, the notifier and the secrets of the gate. */
  auth: AuthDeps;
  /** Realtime events: publish after a change commits (docs/decisions/0012). */
  events: EventBus;
}
