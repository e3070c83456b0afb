import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { openPgliteDir, openPgliteInMemory } from './pglite';
import { serverPath } from '../server-path';

export type Schema = typeof schema;
/** The common type of the PGlite and node-postgres Drizzle databases. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs SQL of a library that speaks to PostgreSQL itself (the job layer, pg-boss): one statement with
   * parameters, or several without, on the same client Drizzle uses. The rows of the (last) statement.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss reads its own rows by name
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /** PostgreSQL's connection pool, read by /metrics; PGlite has none. */
  pool?: { total(): number; idle(): number; waiting(): number };
  /**
   * Runs `work` while no other instance runs work under the same `lockId` (a PostgreSQL advisory lock,
   * held on a connection of its own, outside the pool; `work` may use any pooled one). With PGlite, one process is the only
   * writer and `work` simply runs.
   */
  exclusive<T>(lockId: number, work: () => Promise<T>): Promise<T>;
}

export const MIGRATIONS_DIR = serverPath('db/migrations');

/** Any fixed number: all instances take the same advisory lock while migrating one PostgreSQL. */
export const MIGRATION_LOCK_ID = 727_401_113;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null /* null: in memory */; snapshot?: Blob /* in memory only */ }
  | { kind: 'postgres'; url: string; maxConnections?: number };

/** The part of a PGlite client that Drizzle uses (its session calls only these two). */
type DeferredPglite = Pick<PGlite, 'query' | 'transaction' | 'exec'>;

/** One turn of the event loop: timers, sockets and other requests get theirs. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

type PgliteTx = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * PGlite runs in this thread, and an awaited query of it finishes without the event loop turning: a
 * chain of queries (sixteen publish jobs at once, each a dozen queries) would hold every timer, socket
 * and request until all of them are done (minutes, measured by bench/schedule-due.ts). So each query,
 * in a transaction too, first lets the loop turn once. PostgreSQL's queries go through sockets and need
 * nothing of the kind.
 */
function turnTaking(client: DeferredPglite): DeferredPglite {
  const inTx = (tx: PgliteTx): PgliteTx =>
    Object.assign(Object.create(tx) as PgliteTx, {
      query: async (...args: Parameters<PgliteTx['query']>) => (await turn(), tx.query(...args)),
      exec: async (...args: Parameters<PgliteTx['exec']>) => (await turn(), tx.exec(...args)),
    });
  return {
    query: async (...args) => (await turn(), client.query(...args)),
    exec: async (...args) => (await turn(), client.exec(...args)),
    transaction: async (work) => (await turn(), client.transaction((tx) => work(inTx(tx)))),
  };
}

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'pglite') {
    let client: DeferredPglite;
    let close: () => Promise<void>;
    if (target.dataDir) {
      // Opening may first create the database (in a worker thread): queries wait until it is open.
      const opening = openPgliteDir(target.dataDir, MIGRATIONS_DIR);
      opening.catch(() => {}); // the first query (the migrations) reports the failure
      client = {
        query: async (...args) => (await opening).query(...args),
        transaction: async (work) => (await opening).transaction(work),
        exec: async (...args) => (await opening).exec(...args),
      };
      close = async () => (await opening).close();
    } else {
      const memory = openPgliteInMemory(target.snapshot);
      client = memory;
      close = () => memory.close();
    }
    client = turnTaking(client);
    const db = drizzlePglite(client as PGlite, { schema });
    return {
      db: db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      close,
      exclusive: (_lockId, work) => work(),
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // Several statements without parameters (pg-boss's locked plans) go through the simple protocol.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }

  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db,
    kind: 'postgres',
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
    pool: { total: () => pool.totalCount, idle: () => pool.idleCount, waiting: () => pool.waitingCount },
    async exclusive(lockId, work) {
      // A connection outside the pool: `work` may need every pooled one (a pool of one in the tests' set-up).
      const conn = new pg.Client({ connectionString: target.url });
      conn.on('error', () => {});
      await conn.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        }
      } finally {
        await conn.end().catch(() => undefined);
      }
    },
  };
}
