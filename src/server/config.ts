import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../contract/social';
import { SCHEDULE_LATE_LIMIT_HOURS_DEFAULT } from '../contract/schedule';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = z.preprocess(
  emptyToUndefined,
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional().transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

/** true/false when given; undefined when unset (so that a default can depend on other variables). */
const optionalBool = z.preprocess(
  emptyToUndefined,
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional().transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
);

const SOCIAL_SUFFIXES = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTH_URL', 'TOKEN_URL', 'API_BASE'] as const;
type SocialVariable = `${Uppercase<PublishPlatform>}_${(typeof SOCIAL_SUFFIXES)[number]}`;

/** `TWITTER`, `LINKEDIN`…: the prefix of a platform's variables. */
const socialPrefix = (platform: PublishPlatform) => platform.toUpperCase() as Uppercase<PublishPlatform>;

/**
 * Each platform's app registration: `{PLATFORM}_CLIENT_ID` and `_CLIENT_SECRET` (TikTok's id is its
 * client key), and the endpoint overrides tests point at local servers (`_AUTH_URL`, `_TOKEN_URL`, `_API_BASE`).
 */
function socialEnv(): Record<SocialVariable, typeof optionalString | typeof optionalUrl> {
  const entries = PUBLISH_PLATFORMS.flatMap((platform) =>
    SOCIAL_SUFFIXES.map((suffix) => [`${socialPrefix(platform)}_${suffix}`, suffix.startsWith('CLIENT') ? optionalString : optionalUrl]),
  );
  return Object.fromEntries(entries) as Record<SocialVariable, typeof optionalString | typeof optionalUrl>;
}

const EnvSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  OWNER_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  GOOGLE_ISSUERS: z.preprocess(emptyToUndefined, z.string().default('https://accounts.google.com,accounts.google.com')),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Inkwell <no-reply@inkwell.local>')),
  CONTACT_FORM_URL: optionalUrl,
  PAYMENT_LINK_BASIC: optionalUrl,
  PAYMENT_LINK_PRO: optionalUrl,
  PAYMENT_LINK_ENTERPRISE: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ENTERPRISE: optionalString,
  STRIPE_API_BASE: optionalUrl,
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['offline', 'openai', 'openai-compatible', 'anthropic']).optional()),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalUrl,
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(30 * 60_000).default(120_000)),
  AI_MAX_RETRIES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(2)),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  TRUST_PROXY: bool,
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  DRAIN_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(600).default(0)),
  TRANSCRIBE_BASE_URL: optionalUrl,
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_MODEL: optionalString,
  TRANSCRIBE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(60 * 60_000).default(300_000)),
  FETCH_ALLOW_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*[^\s,:]+:\d+\s*(,\s*[^\s,:]+:\d+\s*)*$/, 'must be a comma-separated list of host:port')
      .optional(),
  ),
  SOCIAL_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(10 * 60_000).default(15_000)),
  METRICS_INTERVAL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(24 * 3600).default(60)),
  METRICS_PER_PLATFORM: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(30)),
  JOBS: z.preprocess(emptyToUndefined, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  JOB_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.5).max(60).default(2)),
  JOB_STOP_GRACE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(600).default(10)),
  PUBLISH_STALE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5).max(3600).default(60)),
  SCHEDULE_LATE_LIMIT_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(24 * 7).default(SCHEDULE_LATE_LIMIT_HOURS_DEFAULT)),
  ...socialEnv(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_FORCE_PATH_STYLE: optionalBool,
  MAX_UPLOAD_MB: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(1024).default(50)),
  WORKER_MEMORY_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(64).max(8192).default(192)),
  SIGNUP_PER_IP_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(20)),
  API_KEY_REQUESTS_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(60)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

const STRIPE_REQUIRED = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ENTERPRISE'] as const;

type Env = z.infer<typeof EnvSchema>;
export type AiProviderName = 'offline' | 'openai' | 'openai-compatible' | 'anthropic';

export interface AiConfig {
  provider: AiProviderName;
  model: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}

/** The AI engine: AI_PROVIDER when given, else the first provider whose credentials are set, else offline. */
function resolveAi(e: Env): AiConfig {
  const provider: AiProviderName =
    e.AI_PROVIDER ??
    (e.OPENAI_API_KEY ? 'openai' : e.AI_BASE_URL ? 'openai-compatible' : e.ANTHROPIC_API_KEY ? 'anthropic' : 'offline');
  const common = { timeoutMs: e.AI_TIMEOUT_MS, maxRetries: e.AI_MAX_RETRIES };
  const missing = (name: string) => new ConfigError(`Invalid configuration:\n  ${name}: required when AI_PROVIDER is ${provider}`);
  switch (provider) {
    case 'offline':
      return { provider, model: 'inkwell-offline-composer', apiKey: undefined, baseUrl: undefined, ...common };
    case 'openai':
      if (!e.OPENAI_API_KEY) throw missing('OPENAI_API_KEY');
      return { provider, model: e.AI_MODEL ?? 'gpt-4o-mini', apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, ...common };
    case 'openai-compatible':
      if (!e.AI_BASE_URL) throw missing('AI_BASE_URL');
      if (!e.AI_MODEL) throw missing('AI_MODEL');
      return { provider, model: e.AI_MODEL, apiKey: e.AI_API_KEY, baseUrl: e.AI_BASE_URL, ...common };
    case 'anthropic':
      if (!e.ANTHROPIC_API_KEY) throw missing('ANTHROPIC_API_KEY');
      return { provider, model: e.AI_MODEL ?? 'claude-sonnet-4-5', apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL, ...common };
  }
}

/** The speech-to-text service for audio and video files (an OpenAI-compatible /audio/transcriptions); null: none. */
export interface TranscribeConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** TRANSCRIBE_BASE_URL (a self-hosted whisper server, or any compatible service), else OpenAI with OPENAI_API_KEY. */
function resolveTranscribe(e: z.infer<typeof EnvSchema>): TranscribeConfig | null {
  if (e.TRANSCRIBE_BASE_URL) {
    return {
      baseUrl: e.TRANSCRIBE_BASE_URL.replace(/\/$/, ''),
      apiKey: e.TRANSCRIBE_API_KEY ?? e.OPENAI_API_KEY,
      model: e.TRANSCRIBE_MODEL ?? 'whisper-1',
      timeoutMs: e.TRANSCRIBE_TIMEOUT_MS,
    };
  }
  if (e.OPENAI_API_KEY) {
    return {
      baseUrl: (e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
      apiKey: e.TRANSCRIBE_API_KEY ?? e.OPENAI_API_KEY,
      model: e.TRANSCRIBE_MODEL ?? 'whisper-1',
      timeoutMs: e.TRANSCRIBE_TIMEOUT_MS,
    };
  }
  return null;
}

/**
 * A real platform's app registration, from `{PLATFORM}_CLIENT_ID` / `_CLIENT_SECRET` (TikTok's id is
 * its client key), with the endpoint overrides tests use (`_AUTH_URL`, `_TOKEN_URL`, `_API_BASE`).
 * The timeout is one setting for all platforms (SocialConfig.timeoutMs). Defined here, not in
 * social/, so that the config imports no feature folder: social/port.ts builds on it.
 */
export interface SocialPlatformSettings {
  clientId: string;
  clientSecret: string;
  authUrl?: string;
  tokenUrl?: string;
  apiBase?: string;
}

/**
 * Publishing: the platforms whose client id and secret are configured talk to the real platform; the
 * others connect in demo mode.
 */
export interface SocialConfig {
  /** Milliseconds one call to a platform may take. */
  timeoutMs: number;
  platforms: Partial<Record<PublishPlatform, SocialPlatformSettings>>;
}

/** Both of a platform's CLIENT_ID and CLIENT_SECRET, or neither: one without the other is a start error. */
function socialProblems(e: Env): string[] {
  return PUBLISH_PLATFORMS.flatMap((platform) => {
    const p = socialPrefix(platform);
    const id = e[`${p}_CLIENT_ID`];
    const secret = e[`${p}_CLIENT_SECRET`];
    if (id && !secret) return [`  ${p}_CLIENT_SECRET: required when ${p}_CLIENT_ID is set`];
    if (secret && !id) return [`  ${p}_CLIENT_ID: required when ${p}_CLIENT_SECRET is set`];
    return [];
  });
}

function resolveSocial(e: Env): SocialConfig {
  const platforms: SocialConfig['platforms'] = {};
  for (const platform of PUBLISH_PLATFORMS) {
    const p = socialPrefix(platform);
    const clientId = e[`${p}_CLIENT_ID`];
    const clientSecret = e[`${p}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    platforms[platform] = {
      clientId,
      clientSecret,
      authUrl: e[`${p}_AUTH_URL`],
      tokenUrl: e[`${p}_TOKEN_URL`],
      apiBase: e[`${p}_API_BASE`]?.replace(/\/$/, ''),
    };
  }
  return { timeoutMs: e.SOCIAL_TIMEOUT_MS, platforms };
}

/** Uploaded media in one bucket of S3-compatible object storage, shared by every instance. */
export interface S3Config {
  /** An S3-compatible server's URL (MinIO, R2, Ceph…); undefined: AWS S3 in `region`. */
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`; most S3-compatible servers expect it. */
  forcePathStyle: boolean;
}

const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3_BUCKET with both keys, or none of them (nor S3_ENDPOINT): anything between is a start error. */
function s3Problems(e: Env): string[] {
  if (e.S3_BUCKET) return S3_KEYS.filter((name) => !e[name]).map((name) => `  ${name}: required when S3_BUCKET is set`);
  return (['S3_ENDPOINT', ...S3_KEYS] as const).filter((name) => e[name]).map((name) => `  S3_BUCKET: required when ${name} is set`);
}

function resolveS3(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Attempts per window. Limits per address cap what one client may try; limits per account are kept per
 * (account, address) pair, so that nobody can lock a creator out of their own account from elsewhere.
 */
export interface RateLimits {
  loginPerIp: RateRule;
  loginPerAccountAddress: RateRule;
  signupPerIp: RateRule;
  forgotPerIp: RateRule;
  forgotPerAccountAddress: RateRule;
  resetPerIp: RateRule;
  changePasswordPerIp: RateRule;
  changePasswordPerAccount: RateRule;
  contactPerIp: RateRule;
  /** Requests one Enterprise API key may make (issue 14), on top of the plan's quotas. */
  apiKeyPerKey: RateRule;
  /** Help-page support requests a signed-in creator may send. */
  supportPerUser: RateRule;
  /** Images and videos a signed-in creator may upload to attach to posts. */
  mediaUploadPerUser: RateRule;
  /** "Test connection" calls the owner may make on the AI settings page (each is a call to the model). */
  aiSettingsTestPerUser: RateRule;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerAccountAddress: { max: 10, windowMs: 15 * MINUTE },
  signupPerIp: { max: 20, windowMs: 60 * MINUTE },
  forgotPerIp: { max: 10, windowMs: 60 * MINUTE },
  forgotPerAccountAddress: { max: 3, windowMs: 60 * MINUTE },
  resetPerIp: { max: 20, windowMs: 60 * MINUTE },
  changePasswordPerIp: { max: 30, windowMs: 15 * MINUTE },
  changePasswordPerAccount: { max: 10, windowMs: 15 * MINUTE },
  contactPerIp: { max: 10, windowMs: 60 * MINUTE },
  apiKeyPerKey: { max: 60, windowMs: MINUTE },
  supportPerUser: { max: 5, windowMs: 60 * MINUTE },
  mediaUploadPerUser: { max: 30, windowMs: 60 * MINUTE },
  aiSettingsTestPerUser: { max: 6, windowMs: MINUTE },
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  appUrl: string;
  secretKey: string;
  ownerEmail: string | undefined;
  /** Where Help-page support requests are mailed; unset: they are stored (and listed to the creator) only. */
  supportEmail: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  mail: { smtpUrl: string | undefined; from: string };
  contactFormUrl: string | undefined;
  paymentLinks: { basic?: string; pro?: string; enterprise?: string };
  /** Stripe billing when set; demo billing otherwise. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        prices: { basic: string; pro: string; enterprise: string };
        apiBase: string | undefined;
      }
    | undefined;
  ai: AiConfig;
  social: SocialConfig;
  /**
   * The engagement job (jobs/metrics-refresh.ts): every `intervalMs` (0: never) it asks each real
   * platform for at most `perPlatform` posts' numbers.
   */
  metrics: { intervalMs: number; perPlatform: number };
  /**
   * The job layer (queue/job-layer.ts, docs/decisions/018-job-layer.md). `run` false: no jobs are
   * worked or scheduled here (a document-only app). `pollSeconds`: how often an instance looks for work
   * sent elsewhere or due later. `stopGraceMs`: how long a stopping instance lets runs finish.
   * `publishStaleMs`: a publish call whose instance has not been heard of for this long stopped.
   */
  jobs: { run: boolean; pollSeconds: number; stopGraceMs: number; publishStaleMs: number };
  /**
   * Scheduled posts (docs/product/scheduling.md): a target whose time passed more than `lateLimitMs` ago
   * (Inkwell was down) is `missed` instead of published late (SCHEDULE_LATE_LIMIT_HOURS).
   */
  schedule: { lateLimitMs: number };
  /** Audio and video summaries: the transcription service, or null when none is configured. */
  transcribe: TranscribeConfig | null;
  /**
   * Test-only: `host:port` pairs the outbound fetch (summarizer URLs) may reach although they are not
   * public addresses. Empty by default: only public unicast addresses are ever connected to.
   */
  fetchAllowHosts: string[];
  redisUrl: string | undefined;
  trustProxy: boolean;
  /**
   * Operations (docs/operations/): `metricsToken` guards GET /metrics (Prometheus; absent: no
   * /metrics at all). `drainMs`: after SIGTERM, how long /api/ready answers 503 while requests are still
   * served, before the listener closes (for a load balancer that polls readiness; 0 behind nginx).
   */
  operations: { metricsToken: string | undefined; drainMs: number };
  /** Uploaded media in S3-compatible object storage when S3_BUCKET is set; under dataDir/media otherwise. */
  s3: S3Config | undefined;
  maxUploadBytes: number;
  /** Each worker thread's V8 heap cap: a task that needs more is stopped (src/server/workers/pool.ts). */
  workerMemoryMb: number;
  logLevel: string;
  rateLimits: RateLimits;
  sessionIdleMs: number;
  http: HttpTimeouts;
}

/**
 * How long a client may take. A slow client (headers or body trickling in, an idle socket) is cut off
 * instead of holding a connection; Node checks for timed-out requests every `checkIntervalMs`.
 */
export interface HttpTimeouts {
  /** The request's headers must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included (uploads of up to MAX_UPLOAD_MB), must arrive within this. */
  requestTimeoutMs: number;
  /** A socket with no traffic either way is closed after this (longer than a model call may think). */
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
  /**
   * Work answered in one JSON response (a summary, a humanized draft) must be done within this; past it
   * the answer is 504 with a detail, well before `idleTimeoutMs` would close the silent socket.
   */
  workDeadlineMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 180_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 2_000,
  workDeadlineMs: 150_000,
};

export class ConfigError extends Error {}

/** Parses the environment into a typed config; throws ConfigError naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof EnvSchema> {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.STRIPE_SECRET_KEY) {
    const missing = STRIPE_REQUIRED.filter((name) => !result.data[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`).join('\n')}`,
      );
    }
  }
  const social = socialProblems(result.data);
  if (social.length > 0) throw new ConfigError(`Invalid configuration:\n${social.join('\n')}`);
  const s3 = s3Problems(result.data);
  if (s3.length > 0) throw new ConfigError(`Invalid configuration:\n${s3.join('\n')}`);
  return result.data;
}

/** The secret key from SECRET_KEY, or generated once into DATA_DIR/secret.key and reused. */
function resolveSecretKey(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secretKey: resolveSecretKey(dataDir, e.SECRET_KEY),
    ownerEmail: e.OWNER_EMAIL?.trim().toLowerCase(),
    supportEmail: e.SUPPORT_EMAIL?.trim(),
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.split(',').map((s) => s.trim()).filter(Boolean),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    contactFormUrl: e.CONTACT_FORM_URL,
    paymentLinks: { basic: e.PAYMENT_LINK_BASIC, pro: e.PAYMENT_LINK_PRO, enterprise: e.PAYMENT_LINK_ENTERPRISE },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          prices: { basic: e.STRIPE_PRICE_BASIC!, pro: e.STRIPE_PRICE_PRO!, enterprise: e.STRIPE_PRICE_ENTERPRISE! },
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    ai: resolveAi(e),
    social: resolveSocial(e),
    metrics: { intervalMs: e.METRICS_INTERVAL_SECONDS * 1000, perPlatform: e.METRICS_PER_PLATFORM },
    jobs: { run: e.JOBS === 'on', pollSeconds: e.JOB_POLL_SECONDS, stopGraceMs: e.JOB_STOP_GRACE_SECONDS * 1000, publishStaleMs: e.PUBLISH_STALE_SECONDS * 1000 },
    schedule: { lateLimitMs: Math.round(e.SCHEDULE_LATE_LIMIT_HOURS * 3_600_000) },
    transcribe: resolveTranscribe(e),
    fetchAllowHosts: (e.FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    operations: { metricsToken: e.METRICS_TOKEN, drainMs: Math.round(e.DRAIN_SECONDS * 1000) },
    s3: resolveS3(e),
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    workerMemoryMb: e.WORKER_MEMORY_MB,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signupPerIp: { ...DEFAULT_RATE_LIMITS.signupPerIp, max: e.SIGNUP_PER_IP_PER_HOUR },
      apiKeyPerKey: { ...DEFAULT_RATE_LIMITS.apiKeyPerKey, max: e.API_KEY_REQUESTS_PER_MINUTE },
    },
    sessionIdleMs: 30 * 24 * 60 * MINUTE,
    http: DEFAULT_HTTP_TIMEOUTS,
  };
}
