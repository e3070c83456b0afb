import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery, databaseUrl } from '../../src/server/test/postgres-admin';

/**
 * The cluster's own database on the machine's PostgreSQL (CLUSTER_DATABASE_URL, else TEST_DATABASE_URL,
 * else the local server's `test` database names the server): created empty, dropped at the end. The
 * instances migrate it themselves as they start, all at once, under the migration lock.
 */
export const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export interface OwnDatabase {
  url: string;
  /** Runs one query on it (the checks count rows the instances wrote). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<OwnDatabase> {
  const name = `inkwell_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(SERVER_URL, `CREATE DATABASE ${name}`);
  const url = databaseUrl(SERVER_URL, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return {
    url,
    query: async (text, values) => (await pool.query(text, values)).rows,
    async drop() {
      await pool.end();
      await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    },
  };
}
