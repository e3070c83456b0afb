import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from './postgres-admin';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { DEFAULT_RATE_LIMITS, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { LogMailer } from '../mail/mailer';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The throwaway PostgreSQL database's URL under test:pg; undefined on PGlite. */
  databaseUrl: string | undefined;
  config: Config;
  mailer: LogMailer;
  close(): Promise<void>;
}

/** High enough that ordinary tests never meet a rate limit; rate-limit tests set their own. */
const RELAXED = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 10_000 }]),
) as Config['rateLimits'];

/** What test/global-setup.ts provided; nothing outside a Vitest run (a bench builds test apps too). */
function provided<K extends 'pgliteSnapshot' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let snapshot: { file: string; blob: Promise<Blob> } | undefined;

/** The run's migrated PGlite snapshot (test/global-setup.ts), read once per worker. */
function pgliteSnapshot(): Promise<Blob> | undefined {
  const file = provided('pgliteSnapshot');
  if (!file) return undefined;
  if (snapshot?.file !== file) snapshot = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return snapshot.blob;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (npm run test:pg). Both start as a copy of the database
 * the run migrated once (test/global-setup.ts), when there is one; migrating again is then a no-op.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite', dataDir: null, snapshot: await pgliteSnapshot() });
  const name = `inkwell_test_${randomBytes(6).toString('hex')}`;
  const template = provided('postgresTemplate');
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const target = databaseUrl(url, name);
  const database: Database & { url?: string } = openDatabase({ kind: 'postgres', url: target, maxConnections: 20 });
  database.url = target;
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return database;
}

export async function buildTestApp(
  options: { config?: Partial<Config>; env?: NodeJS.ProcessEnv } & Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const { config: overrides, env, ...rest } = options;
  // Jobs sent by the app itself start at once or at their time; polling (JOB_POLL_SECONDS) only finds work
  // another instance sent, so the test apps poll less often than a server does.
  const config: Config = {
    ...loadConfig({ DATA_DIR: '/nonexistent-inkwell-test', SECRET_KEY: 'test-secret-key-test-secret-key-0123456789', METRICS_INTERVAL_SECONDS: '0', JOB_POLL_SECONDS: '5', ...env }),
    rateLimits: RELAXED,
    ...overrides,
  };
  const database = await openTestDatabase();
  await database.migrate();
  const mailer = new LogMailer({ info() {} });
  const app = await buildApp({ config, database, mailer, ...rest });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: database.url,
    config,
    mailer,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
/** A unique sign-up for a test. */
export function newUser(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: `Test User ${counter}`,
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'secret-password',
    ...overrides,
  };
}

export async function signUp(app: FastifyInstance, user = newUser()) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: user });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ access_token: string; user: { id: string; email: string } }>();
  return { ...user, token: body.access_token, id: body.user.id, auth: { authorization: `Bearer ${body.access_token}` } };
}

/**
 * Signs in to the OWNER_EMAIL account the way its owner does: the link mailed at start sets the
 * password (which proves the address), then a normal login.
 */
export async function claimOwnerAccount(t: TestApp, password = 'owner-password') {
  const email = t.config.ownerEmail;
  if (!email) throw new Error('claimOwnerAccount needs OWNER_EMAIL');
  await t.mailer.settled();
  const mail = [...t.mailer.sent].reverse().find((m) => m.to === email);
  if (!mail) throw new Error(`no e-mail was sent to ${email}`);
  const token = new URL(/https?:\/\/\S+reset-password\S+/.exec(mail.text)![0]).searchParams.get('token');
  const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: password } });
  if (reset.statusCode !== 200) throw new Error(`owner link failed: ${reset.statusCode} ${reset.body}`);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`owner login failed: ${login.statusCode} ${login.body}`);
  const body = login.json<{ access_token: string; user: { id: string } }>();
  return { email, password, token: body.access_token, id: body.user.id, auth: { authorization: `Bearer ${body.access_token}` } };
}

/** A second app on the same PostgreSQL database as `t`, as another instance behind a load balancer would be. */
export async function openSecondInstance(t: TestApp) {
  if (!t.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const database = openDatabase({ kind: 'postgres', url: t.databaseUrl, maxConnections: 20 });
  const app = await buildApp({ config: t.config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
