import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MIGRATION_LOCK_ID, MIGRATIONS_DIR, openDatabase, type Database } from './client';
import { adminQuery, databaseUrl } from '../test/postgres-admin';

// Issue 29: "migrations run by one instance at a time (an advisory lock; others wait)". Instances started
// together on one new PostgreSQL database all migrate it as they start (main.ts).

const url = process.env.TEST_DATABASE_URL;
const journalSize = (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe.skipIf(!url)('migrations on PostgreSQL, one instance at a time', () => {
  const names: string[] = [];
  const open: Database[] = [];

  /** A new, empty database (not the run's migrated template) and its URL. */
  async function freshDatabase(): Promise<string> {
    const name = `inkwell_migrate_${randomBytes(6).toString('hex')}`;
    await adminQuery(url!, `CREATE DATABASE ${name}`);
    names.push(name);
    return databaseUrl(url!, name);
  }
  const instance = (target: string) => {
    const database = openDatabase({ kind: 'postgres', url: target, maxConnections: 4 });
    open.push(database);
    return database;
  };

  afterAll(async () => {
    await Promise.all(open.map((database) => database.close()));
    for (const name of names) await adminQuery(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('lets two instances migrate one new database at once: both succeed and each migration is applied once', async () => {
    const target = await freshDatabase();
    const [a, b] = [instance(target), instance(target)];
    await Promise.all([a.migrate(), b.migrate()]);
    const { rows } = await a.executeSql('select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations', []);
    expect(rows[0]).toEqual({ n: journalSize, distinct_hashes: journalSize });
    // And the schema is whole: a table of the last migrations answers.
    await expect(a.executeSql('select count(*) from pgboss.job', [])).resolves.toBeDefined();
  }, 120_000);

  it('makes an instance wait while another holds the migration lock, then migrate', async () => {
    const target = await freshDatabase();
    const holder = new pg.Client({ connectionString: target });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      let finished = false;
      const migrating = instance(target)
        .migrate()
        .then(() => void (finished = true));
      // It waits on the lock (seen in pg_locks), having applied nothing.
      const waiting = async () =>
        (
          await holder.query(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and classid = 0 and objid = $1 and database = (select oid from pg_database where datname = current_database())`,
            [MIGRATION_LOCK_ID],
          )
        ).rows[0].n as number;
      await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 20_000, interval: 50 });
      expect(finished).toBe(false);
      const schemas = await holder.query(`select count(*)::int as n from information_schema.schemata where schema_name = 'drizzle'`);
      expect(schemas.rows[0].n).toBe(0);

      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await migrating;
      const { rows } = await holder.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(journalSize);
    } finally {
      await holder.end();
    }
  }, 120_000);
});
