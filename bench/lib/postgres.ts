import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database on the PostgreSQL at BENCH_DATABASE_URL (default: the local test server), or null if none answers. */
export async function throwawayPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const name = `inkwell_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
