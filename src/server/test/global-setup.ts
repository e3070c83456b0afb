import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl } from './postgres-admin';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/client';
import { openPgliteInMemory } from '../db/pglite';
import { JobLayer } from '../queue/job-layer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir's tar), which each test file loads as its database. */
    pgliteSnapshot?: string;
    /** A migrated database on the TEST_DATABASE_URL server, which each test file copies (CREATE DATABASE … TEMPLATE). */
    postgresTemplate?: string;
  }
}

/**
 * Migrates one database for the whole run, before any test file starts: each file then copies it
 * instead of creating and migrating its own (on PGlite, initdb and the migrations took about 7 s a
 * file; loading the snapshot takes about 1.5 s). The copy is made anew every run, so it always has
 * every migration of the checkout.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `inkwell_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const database = openDatabase({ kind: 'postgres', url: databaseUrl(url, name), maxConnections: 1 });
    await database.migrate();
    await createJobQueues(database);
    await database.close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const client = openPgliteInMemory();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  await createJobQueues({
    executeSql: async (text, values) => (values && values.length > 0 ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] }),
    exclusive: (_lockId, work) => work(),
  });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `inkwell-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(file, { force: true });
}


/**
 * The job layer's queues, made once here as a server's first start makes them: each is a partition of
 * pg-boss's job table with its own indexes, DDL that took every test file's database about a second.
 */
async function createJobQueues(database: Pick<Database, 'executeSql' | 'exclusive'>) {
  const quiet = { error() {}, warn() {}, info() {}, debug() {} } as never;
  const layer = new JobLayer({ database: database as Database, log: quiet });
  await layer.start();
  await layer.stop();
}
