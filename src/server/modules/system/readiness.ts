import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadyResponse } from '../../../contract/public-config';
import { MIGRATIONS_DIR, type Database } from '../../db/client';

/** A probe must answer quickly: a database that takes longer than this counts as not answering. */
const DATABASE_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true; body: ReadyResponse } | { ready: false; detail: string };

export interface ReadinessDeps {
  database: Database;
  /** Null when this instance runs no jobs (JOBS=off). */
  jobs: { running: boolean } | null;
  draining: () => boolean;
  /** The migrations folder (its meta/_journal.json); MIGRATIONS_DIR by default. */
  migrationsDir?: string;
  /** How long the database may take to answer; DATABASE_TIMEOUT_MS by default. */
  databaseTimeoutMs?: number;
}

/**
 * Whether this instance can take traffic (GET /api/ready; docs/operations/health-and-shutdown.md#ready):
 * not draining, the database answers, every migration of the journal is applied (drizzle records them in
 * drizzle.__drizzle_migrations on PGlite and PostgreSQL alike), the job layer runs. Once the migrations
 * were seen applied they are not looked at again (they only ever move forward); the database is asked
 * `select 1` at each probe.
 */
export function readinessCheck(deps: ReadinessDeps): () => Promise<Readiness> {
  let journal: Promise<{ count: number; last: number }> | undefined;
  let migrated = false;

  const readJournal = async () => {
    const text = await readFile(join(deps.migrationsDir ?? MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8');
    const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries;
    return { count: entries.length, last: Math.max(0, ...entries.map((entry) => entry.when)) };
  };

  const askDatabase = async (): Promise<string | null> => {
    if (migrated) {
      await deps.database.executeSql('select 1', []);
      return null;
    }
    journal ??= readJournal();
    const wanted = await journal;
    const { rows } = await deps.database.executeSql(
      'select count(*)::int as count, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations',
      [],
    );
    const applied = rows[0] as { count: number; last: string };
    if (applied.count < wanted.count || Number(applied.last) < wanted.last) {
      return `Migrations are not applied yet (${applied.count} of ${wanted.count})`;
    }
    migrated = true;
    return null;
  };

  return async () => {
    if (deps.draining()) return { ready: false, detail: 'The instance is shutting down' };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deps.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS)));
    try {
      const answer = await Promise.race([askDatabase(), late]);
      if (answer === 'late') return { ready: false, detail: `The database did not answer within ${DATABASE_TIMEOUT_MS / 1000} s` };
      if (answer !== null) return { ready: false, detail: answer };
    } catch (err) {
      // 42P01: no drizzle.__drizzle_migrations yet, a database nothing has migrated.
      const missing = (err as { code?: unknown }).code === '42P01';
      return { ready: false, detail: missing ? 'Migrations are not applied yet' : 'The database is unavailable' };
    } finally {
      clearTimeout(timer);
    }
    if (deps.jobs && !deps.jobs.running) return { ready: false, detail: 'The job layer is not running' };
    return {
      ready: true,
      body: { status: 'ready', database: deps.database.kind, migrations: 'applied', jobs: deps.jobs ? 'running' : 'off' },
    };
  };
}
