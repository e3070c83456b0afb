import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { rows } from './raw-rows';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

it('vacuums the embedded database and gathers its planner statistics once the server is up', async () => {
  const analyzed = () => rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from pg_stat_user_tables where relname = 'contents' and last_analyze is not null and last_vacuum is not null`);
  if (t.database.kind !== 'pglite') {
    // PostgreSQL's autovacuum does it there; the app does not.
    expect(t.database.kind).toBe('postgres');
    return;
  }
  await vi.waitFor(async () => expect((await analyzed())[0]!.n).toBe(1), { timeout: 30_000, interval: 50 });
});
