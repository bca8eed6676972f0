import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import api from './plugins/api';
import docs from './plugins/docs';
import errors from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import services from './plugins/services';
import spool, { type SpoolOptions } from './plugins/spool';
import timeouts, { clientErrorHandler, DEFAULT_TIMEOUTS, type Timeouts } from './plugins/timeouts';
import web from './plugins/web';
import { featureHandlers, mergeHandlers, type Handlers } from './routes';
import { loadContract, type OpenApiDocument } from './spec';
import { createStorage, type Storage } from './storage';

export interface BuildOptions {
  config: Config;
  /** Defaults to pino at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the contract of @kreolab/api-spec. */
  specification?: OpenApiDocument;
  /** Extra or replacement handlers by operationId (tests use it to make a handler fail). */
  handlers?: Handlers;
  database?: Database;
  storage?: Storage;
  jobPollingIntervalSeconds?: number;
  /** Connection and request timeouts (src/plugins/timeouts.ts); tests shorten them. */
  timeouts?: Partial<Timeouts>;
  /** Lease and sweep of upload spool files (src/plugins/spool.ts); tests shorten them. */
  spool?: Partial<SpoolOptions>;
}

// Accept a caller's id (a proxy's, or the web client's) only when it is short and plain.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

// Fastify trusts the nth hop for a number at run time, but its types only take a function.
function trustProxy(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.env !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

/** The whole server, not listening yet; `app.lifecycle.start()` brings the database up. */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const limits = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? defaultLogger(config),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Off by default: believing X-Forwarded-For from anyone would let clients dodge rate limits.
    trustProxy: trustProxy(config.trustProxy),
    return503OnClosing: true,
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkEveryMs },
    clientErrorHandler,
    // Signed file tokens (/analysis-files/{token}, up to 2048 characters in the contract) are
    // longer than the router's default 100: a result image's key of an analysis with a
    // three-digit id, or a context image's, was answered 414.
    routerOptions: { maxParamLength: 2048 },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(timeouts, {
    bodyMs: limits.bodyMs,
    upload: {
      minBytesPerSecond: config.upload.minRateBytes,
      windowMs: config.upload.rateWindowSeconds * 1000,
    },
  });
  await app.register(services, {
    config,
    database: options.database ?? openDatabase(config.db),
    storage: options.storage ?? createStorage(config),
    jobPollingIntervalSeconds: options.jobPollingIntervalSeconds,
  });
  await app.register(spool, { dataDir: config.dataDir, ...options.spool });
  await app.register(api, {
    config,
    specification: options.specification ?? loadContract(),
    handlers: mergeHandlers(featureHandlers, options.handlers),
  });
  await app.register(docs);
  await app.register(web, { webDist: config.webDist });
  return app;
}
