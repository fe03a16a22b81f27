import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { contractValidator } from './http/validator.ts';
import { addressesRoutes } from './modules/addresses/routes.ts';
import { adminPanelRoutes } from './modules/admin-panel/api.ts';
import { auditRoutes } from './modules/audit/api.ts';
import { createAuthDeps } from './modules/auth/api.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { type CourierSimulation, createCourierSimulation, deliveryJobs } from './modules/delivery/api.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { createEventBus, type EventBus, eventsJobs, eventsRoutes } from './modules/events/api.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import {
  createJobRunner,
  type JobDefinition,
  type JobRunner,
  jobsJobs,
  jobsRoutes,
} from './modules/jobs/api.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { notificationsJobs } from './modules/notifications/api.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { ordersJobs } from './modules/orders/api.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { prescriptionsRoutes } from './modules/prescriptions/routes.ts';
import { resourcesRoutes } from './modules/resources/api.ts';
import { reviewsJobs, reviewsRoutes } from './modules/reviews/api.ts';
import { sellerDeskRoutes } from './modules/seller-desk/routes.ts';
import { sellerStaffRoutes } from './modules/seller-staff/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { actorPlugin } from './plugins/actor.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { ssrPlugin, type WebMode } from './plugins/ssr.ts';
import type { Storage } from './storage/storage.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  storage: Storage;
  sessionSecret: string;
  /** Serve the web app from the build, through Vite (development), or not at all (API tests). */
  web: WebMode | 'none';
  logger?: FastifyServerOptions['logger'];
}

/** What a request that arrives while the server drains is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** A module's HTTP routes: registered with the app and the shared dependencies. */
type RoutesPlugin = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

const ROUTES: RoutesPlugin[] = [
  healthRoutes,
  mediaRoutes,
  catalogRoutes,
  contentRoutes,
  authRoutes,
  usersRoutes,
  notificationsRoutes,
  geoRoutes,
  addressesRoutes,
  cartRoutes,
  ordersRoutes,
  deliveryRoutes,
  prescriptionsRoutes,
  jobsRoutes,
  eventsRoutes,
  auditRoutes,
  resourcesRoutes,
  adminPanelRoutes,
  sellerDeskRoutes,
  sellerStaffRoutes,
  reviewsRoutes,
];

/** Every module's background jobs, run by the job runner (docs/decisions/0012). */
const JOBS: JobDefinition<never>[] = [
  ...jobsJobs,
  ...eventsJobs,
  ...ordersJobs,
  ...deliveryJobs,
  ...reviewsJobs,
  ...notificationsJobs,
] as JobDefinition<never>[];

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job runner (started when JOBS_WORKER is on). */
    jobs: JobRunner;
    /** This process's realtime event bus. */
    events: EventBus;
  }
}

/** Builds the whole application without listening, so tests drive it through `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // While closing, the onRequest hook below answers 503 itself, with Retry-After.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors: frameworkErrorHandler(options.web !== 'none'),
  });
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database: options.database,
    db: options.database.db,
    storage: options.storage,
    log: app.log,
    auth: createAuthDeps(config, options.sessionSecret, app.log),
    events: createEventBus({ database: options.database, redisUrl: config.redisUrl, log: app.log }),
  };
  await deps.events.start();
  const jobs = createJobRunner({ deps, definitions: JOBS });
  app.decorate('jobs', jobs);
  app.decorate('events', deps.events);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Draining (SIGTERM): requests already running finish; a new one (on a kept-alive connection)
  // is told to come back shortly, when another instance or the restarted one answers.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async () => {
    if (!draining) return;
    throw new AppError('unavailable', 'shutting_down', 'errors.unavailable', {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' },
    });
  });

  const isDevWeb = options.web === 'vite';
  const isHttps = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    enableCSPNonces: !isDevWeb,
    // Vite's development client injects inline scripts and a websocket; production pages carry nonces.
    contentSecurityPolicy: isDevWeb
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            // style="" attributes (a progress bar's width); style elements still need the nonce.
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: [
              "'self'",
              'data:',
              'blob:',
              'https://www.gravatar.com',
              'https://*.tile.openstreetmap.org',
            ],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: isHttps ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // No referrer to other sites, but our own: under helmet's default (no-referrer) a browser sends
    // `Origin: null` with a form posted without JavaScript (or before the page's code has run),
    // which the pages' cross-site check must refuse, so every such sign-in or order failed.
    referrerPolicy: { policy: 'same-origin' },
    hsts: isHttps,
  });
  await app.register(compress, {
    threshold: 1024,
    // Brotli's default level is far too slow for dynamic pages on a small server.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: options.sessionSecret });
  await app.register(errorsPlugin);
  await app.register(actorPlugin, { db: deps.db, auth: deps.auth });
  await app.register(openapiPlugin);

  for (const routes of ROUTES) {
    await app.register(async (scope) => routes(scope, deps));
  }

  // `npm run bench:catalog` compares the catalog calls with this bare route on the same server.
  if (process.env.HAAT_BENCH === '1') app.get('/__bench/bare', async () => ({ ok: true }));

  if (options.web !== 'none') await app.register(ssrPlugin, { deps, mode: options.web });

  if (config.jobsWorker) app.addHook('onReady', () => jobs.start());
  // Issue 14: virtual delivery persons around Dhaka (SIMULATE_DELIVERY, on with the demo data).
  let simulation: CourierSimulation | null = null;
  if (config.simulateDelivery) {
    app.addHook('onReady', async () => {
      simulation = createCourierSimulation({ db: deps.db, events: deps.events, log: app.log });
    });
  }
  // Before the database closes: the job being run finishes, the event channel closes.
  app.addHook('onClose', async () => {
    await simulation?.stop();
    await jobs.stop();
    await deps.events.close();
    await deps.auth.close();
    await options.database.close();
  });
  return app;
}
