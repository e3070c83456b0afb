import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readinessCheck } from './readiness';

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/ready', () => {
  let jobsOn: TestApp;
  let jobsOff: TestApp;
  beforeAll(async () => {
    [jobsOn, jobsOff] = await Promise.all([buildTestApp({ env: { JOBS: 'on' } }), buildTestApp({ env: { JOBS: 'off' } })]);
  });
  afterAll(async () => {
    await Promise.all([jobsOn.close(), jobsOff.close()]);
  });

  it('answers ready, publicly and uncached, when the database answers, the migrations are applied and the jobs run', async () => {
    const res = await jobsOn.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: kind, migrations: 'applied', jobs: 'running' });
    expect(res.headers['cache-control']).toBe('no-store');
    const off = await jobsOff.app.inject({ url: '/api/ready' });
    expect(off.json()).toEqual({ status: 'ready', database: kind, migrations: 'applied', jobs: 'off' });
  });

  it('answers 503 while the instance drains, and when its job layer has stopped', async () => {
    jobsOff.app.drain.draining = true;
    try {
      const draining = await jobsOff.app.inject({ url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ detail: 'The instance is shutting down' });
      // Liveness is another question: the process still answers.
      expect((await jobsOff.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      jobsOff.app.drain.draining = false;
    }
    await jobsOn.app.jobs.stop();
    const stopped = await jobsOn.app.inject({ url: '/api/ready' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({ detail: 'The job layer is not running' });
  });
});

describe('readinessCheck', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { JOBS: 'off' } });
    folder = mkdtempSync(join(tmpdir(), 'inkwell-journal-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is not ready while the journal has a migration the database has not applied', async () => {
    // The checkout's journal with one migration more, as an instance of a newer release sees it.
    cpSync(join(MIGRATIONS_DIR, 'meta'), join(folder, 'meta'), { recursive: true });
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: `${String(last.idx + 1).padStart(4, '0')}_next` });
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    const check = readinessCheck({ database: t.database, jobs: null, draining: () => false, migrationsDir: folder });
    expect(await check()).toEqual({ ready: false, detail: `Migrations are not applied yet (${journal.entries.length - 1} of ${journal.entries.length})` });
  });

  it('is not ready when the database does not answer', async () => {
    // Nothing listens on port 9 of 127.0.0.1: every connection is refused.
    const away = openDatabase({ kind: 'postgres', url: 'postgresql://inkwell@127.0.0.1:9/none' });
    try {
      const check = readinessCheck({ database: away, jobs: null, draining: () => false });
      expect(await check()).toEqual({ ready: false, detail: 'The database is unavailable' });
    } finally {
      await away.close();
    }
  });

  it('is not ready on a database nothing has migrated', async () => {
    const empty = openDatabase({ kind: 'pglite', dataDir: null });
    try {
      // A fresh PGlite starts its WebAssembly on the first query: seconds on a busy machine (CI ran the
      // browser journeys beside it), which the 2 s of a probe would count as not answering.
      const check = readinessCheck({ database: empty, jobs: null, draining: () => false, databaseTimeoutMs: 60_000 });
      expect(await check()).toEqual({ ready: false, detail: 'Migrations are not applied yet' });
    } finally {
      await empty.close();
    }
  });
});
