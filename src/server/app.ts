import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './plugins/response-serializer';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountsPlugin } from './db/accounts-plugin';
import type { Mailer } from './mail/mailer';
import { analyticsModule } from './modules/analytics';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { contactModule } from './modules/contact';
import { contentModule } from './modules/content';
import { humanizeModule } from './modules/humanize';
import { keysModule } from './modules/keys';
import type { ContentLimits } from './modules/content/limits';
import { plansModule } from './modules/plans';
import { postsModule } from './modules/posts';
import { scheduleModule } from './modules/schedule';
import { libraryModule } from './modules/library';
import { socialModule } from './modules/social';
import { summarizeModule } from './modules/summarize';
import { supportModule } from './modules/support';
import { systemModule } from './modules/system';
import { templatesModule } from './modules/templates';
import { usageModule } from './modules/usage';
import { webhooksModule } from './modules/webhooks';
import { voicesModule } from './modules/voices';
import { aiSettingsModule } from './modules/ai-settings';
import type { TaskRunner } from './workers/pool';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { lazyChildLoggerFactory } from './plugins/lazy-request-logger';
import { logSerializers } from './plugins/log-serializers';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessionAuth } from './plugins/session-auth';
import { infrastructure } from './plugins/infrastructure';
import { registerSpa } from './plugins/spa';
import { registerCompression } from './plugins/compression';
import { registerRobots } from './plugins/robots';
import { registerTextGuard } from './plugins/text-guard';
import { registerNoStore } from './plugins/no-store';
import { registerRateLimits } from './rate-limit/rate-limits';
import { registerMetrics } from './plugins/metrics';
import { trustNearestProxy } from './lib/trusted-proxy';
import { registerDrain } from './plugins/drain';
import { registerRequestId, requestIdOf } from './plugins/request-id';
import { jobLogFields } from './lib/request-context';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The built web app to serve; omitted in API-only tests. */
  webDir?: string;
  logger?: boolean | object;
  /** Overrides for tests; by default chosen from the config. */
  mailer?: Mailer;
  /** Where CPU-heavy work runs; by default a worker-thread pool sized from the machine, started on first use. */
  workers?: TaskRunner;
  /** Per-user caps on concurrent generations and streams (tests, benchmarks); the content module's defaults otherwise. */
  contentLimits?: Partial<ContentLimits>;
}

/** Builds the whole app as a plain function of its config; main.ts only listens (docs/conventions.md#server). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // Whatever logger is asked for, creators' drafts, tokens and query values stay out of it.
    // A job run's lines carry { requestId, jobId, queue } (lib/request-context.ts).
    logger: opts.logger ? { ...(typeof opts.logger === 'object' ? opts.logger : {}), serializers: logSerializers, mixin: jobLogFields } : false,
    childLoggerFactory: lazyChildLoggerFactory,
    // The load balancer's X-Request-Id when well formed, else a new one (plugins/request-id.ts).
    genReqId: requestIdOf,
    // A request that reaches a closing instance on a connection already open is served (with Connection:
    // close), not refused: the drain loses no request (plugins/drain.ts).
    return503OnClosing: false,
    // Only the proxy in front: a client's own X-Forwarded-For entries are not its address (lib/trusted-proxy.ts).
    trustProxy: config.trustProxy ? trustNearestProxy : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    // Given to Node's HTTP server itself: Fastify's top-level requestTimeout alone was seen to have no
    // effect on Node 20, and Node only looks for timed-out requests every connectionsCheckingInterval.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: config.http.checkIntervalMs,
    },
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
  });
  // JSON only: anything else is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { contactFormUrl: config.contactFormUrl });
  registerRequestId(app);
  registerDrain(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Inkwell API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  // Before every route: compression hooks itself onto each route as it is added.
  await registerCompression(app);

  await app.register(infrastructure, { config, database, mailer: opts.mailer, workers: opts.workers });
  // Request counts and latency by route: its onResponse hook must see every route.
  await registerMetrics(app, { token: config.operations.metricsToken });
  // Hooks before the modules: a module's routes take the hooks its parent has when it registers.
  // In this order: a request without a session is refused before anything else looks at it.
  registerSessionAuth(app, { resolve: (token) => app.sessions.resolve(token) });
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  registerTextGuard(app);
  registerNoStore(app);

  // One plugin per feature, each registering its service as a decorator and its routes under /api;
  // a module's declared dependencies must come before it in this list.
  // The only writer of users, sessions and usage, which the modules below write through.
  await app.register(accountsPlugin);
  await app.register(usageModule);
  await app.register(authModule);
  await app.register(billingModule);
  await app.register(templatesModule);
  await app.register(webhooksModule);
  await app.register(voicesModule);
  await app.register(contentModule, { limits: opts.contentLimits });
  await app.register(aiSettingsModule);
  await app.register(summarizeModule);
  await app.register(humanizeModule);
  await app.register(socialModule);
  await app.register(analyticsModule);
  await app.register(scheduleModule);
  await app.register(postsModule);
  await app.register(libraryModule);
  await app.register(keysModule);
  await app.register(supportModule);
  await app.register(contactModule);
  await app.register(plansModule);
  await app.register(systemModule);

  registerRobots(app, { appUrl: config.appUrl });
  await registerSpa(app, opts.webDir);
  return app;
}
