import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './plugins/response-serializer';
import type { PublicConfig } from '../contract/public-config';
import type { Config } from './config';
import type { Database } from './db/client';
import { LogMailer, type Mailer } from './mail/mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { GoogleVerifier } from './modules/auth/google-verifier';
import { SessionStore } from './modules/auth/sessions';
import { SessionCache } from './modules/auth/session-cache';
import { UsageService } from './modules/usage/service';
import { contactRoutes } from './modules/contact/routes';
import { contentRoutes } from './modules/content/routes';
import { ContentService } from './modules/content/service';
import type { ContentLimits } from './modules/content/limits';
import { WorkerPool, type TaskRunner } from './workers/pool';
import { createTextModel } from './ai/providers/create-text-model';
import { billingRoutes } from './modules/billing/routes';
import { BillingService } from './modules/billing/service';
import { DemoPaymentProvider } from './payments/demo';
import type { PaymentProvider } from './payments/provider';
import { StripePaymentProvider } from './payments/stripe';
import { plansRoutes } from './modules/plans/routes';
import { systemRoutes } from './modules/system/routes';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { lazyChildLoggerFactory } from './plugins/lazy-request-logger';
import { logSerializers } from './plugins/log-serializers';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessionAuth } from './plugins/session-auth';
import { registerSpa } from './plugins/spa';
import { registerTextGuard } from './plugins/text-guard';
import { registerNoStore } from './plugins/no-store';
import { registerRateLimits } from './rate-limit/rate-limits';

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

declare module 'fastify' {
  interface FastifyInstance {
    services: { auth: AuthService; sessions: SessionStore; usage: UsageService; mailer: Mailer; billing: BillingService; content: ContentService; workers: TaskRunner };
  }
}

/** Builds the whole app as a plain function of its config; main.ts only listens (STYLE). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // Whatever logger is asked for, creators' drafts, tokens and query values stay out of it.
    logger: opts.logger ? { ...(typeof opts.logger === 'object' ? opts.logger : {}), serializers: logSerializers } : false,
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
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

  await app.register(swagger, {
    openapi: {
      info: { title: 'Inkwell API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const mailer = opts.mailer ?? (config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : new LogMailer(app.log));
  // The embedded database has exactly one writer, this process, so in-memory state stays exact.
  const exclusiveWriter = database.kind === 'pglite';
  const sessions = new SessionStore(database.db, config.sessionIdleMs, exclusiveWriter ? new SessionCache() : null);
  const usage = new UsageService(database.db, { exclusiveWriter });
  const google = new GoogleVerifier(config.google);
  const auth = new AuthService({
    db: database.db,
    sessions,
    usage,
    google,
    mailer,
    appUrl: config.appUrl,
    ownerEmail: config.ownerEmail,
    log: app.log,
  });
  const payments: PaymentProvider = config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new DemoPaymentProvider(database.db);
  const billing = new BillingService({ db: database.db, provider: payments, sessions, appUrl: config.appUrl, log: app.log });
  const workers = opts.workers ?? new WorkerPool();
  app.addHook('onClose', () => workers.close());
  const content = new ContentService({ db: database.db, usage, model: createTextModel(config.ai), log: app.log, workers, limits: opts.contentLimits });
  app.decorate('services', { auth, sessions, usage, mailer, billing, content, workers });

  registerSessionAuth(app, sessions);
  await registerRateLimits(app, { redisUrl: config.redisUrl });

  const publicConfig: PublicConfig = {
    google_client_id: config.google.clientId ?? null,
    contact_form_url: config.contactFormUrl ?? null,
    billing_mode: payments.kind,
    ai_engine: content.engine.engine,
    ai_model: content.engine.model,
  };

  await app.register(
    async (api) => {
      registerTextGuard(api);
      registerNoStore(api);
      await api.register(systemRoutes, { database, publicConfig });
      await api.register(plansRoutes, { prefix: '/plans', paymentLinks: config.paymentLinks });
      await api.register(authRoutes, { prefix: '/auth', auth, rateLimits: config.rateLimits });
      await api.register(billingRoutes, { prefix: '/payments', billing, provider: payments });
      await api.register(contentRoutes, { prefix: '/content', content });
      await api.register(contactRoutes, { prefix: '/contact', db: database.db, rule: config.rateLimits.contactPerIp });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, opts.webDir);

  // Demo billing ends and renews its own subscriptions; once a minute is plenty for monthly periods.
  let settleTimer: NodeJS.Timeout | undefined;
  const settle = () =>
    billing.settleDemoPeriods().catch((err) => app.log.error({ err }, 'settling demo billing periods failed'));
  app.addHook('onReady', async () => {
    await auth.applyOwner();
    if (payments.kind === 'demo') {
      await settle();
      settleTimer = setInterval(settle, 60_000);
      settleTimer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(settleTimer);
    await Promise.allSettled([mailer.close()]);
  });
  return app;
}
