import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { execFile } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded database, given at every start (nothing is written to the data
 * directory, so a directory made by an older version opens unchanged). PGlite's defaults size one
 * single-user backend like a server, and its WebAssembly heap never shrinks: 128 MB of shared buffers,
 * all touched at start (151 MB of the heap resident at idle; 27 MB with these). One process serving one app needs far
 * less; pages it does not hold in shared buffers are still in the operating system's file cache.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  // CREATE INDEX and VACUUM may take this much once, and the heap keeps it: 64 MB by default.
  maintenance_work_mem: '16MB',
};

/**
 * PostgreSQL compiled by V8's baseline WebAssembly compiler (Liftoff) only. By default V8 also
 * recompiles hot functions with its optimizing compiler on background threads, and the C heap those
 * threads use stays with the process (40-90 MB more at idle, more under load), for no speed we could
 * measure here: a query's time goes to PGlite's JavaScript and protocol handling. The flag concerns
 * WebAssembly only (the server's other module is the HTTP parser of Node's fetch) and must be set
 * before PGlite compiles its module, so every PGlite of this process is opened through this file.
 */
const BASELINE_COMPILER_ONLY = '--liftoff-only';
let compilerChosen = false;
function useBaselineCompiler() {
  if (compilerChosen) return;
  setFlagsFromString(BASELINE_COMPILER_ONLY);
  compilerChosen = true;
}

const START_PARAMS = [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`])];

/**
 * An in-memory database (tests): created in this process, it goes away with the process. From
 * `snapshot` (a data directory dumped by dumpDataDir) when given: loading a migrated database takes a
 * fraction of the time initdb and the migrations take.
 */
export function openPgliteInMemory(snapshot?: Blob): PGlite {
  useBaselineCompiler();
  return new PGlite({ startParams: START_PARAMS, ...(snapshot && { loadDataDir: snapshot }) });
}

/**
 * The database in `dataDir`/pglite. A new database is created and migrated by a short-lived child
 * process first: PGlite's initdb runs a second PostgreSQL and the initdb program, each with its own
 * WebAssembly heap and compiled code, and this process would keep about 450 MB of that for good (a
 * worker thread's heaps are freed when it exits, but not the C heap its compilers used: 150 MB
 * stays); the first migrations add 50 MB more. The caller still migrates: nothing is left to do then.
 */
export async function openPgliteDir(dataDir: string, migrationsFolder: string): Promise<PGlite> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) await createInChild(dir, migrationsFolder);
  useBaselineCompiler();
  const client = new PGlite(dir, { startParams: START_PARAMS });
  await client.waitReady;
  return client;
}

/** Runs in the child: creates the database (initdb), migrates it, closes it. */
const CREATE_DATABASE = `
const [paths, dir, migrationsFolder, params] = process.argv.slice(1);
const [pglite, drizzle, migrator] = JSON.parse(paths).map((path) => require(path));
(async () => {
  const client = new pglite.PGlite(dir, { startParams: JSON.parse(params) });
  await migrator.migrate(drizzle.drizzle(client), { migrationsFolder });
  await client.close();
})().catch((err) => { console.error(err); process.exit(1); });
`;

function createInChild(dir: string, migrationsFolder: string): Promise<void> {
  // The child is given the paths of the packages this module uses (the compiled server is a bundle).
  const require = createRequire(import.meta.url);
  const paths = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map((name) => require.resolve(name));
  const args = [BASELINE_COMPILER_ONLY, '-e', CREATE_DATABASE, JSON.stringify(paths), dir, migrationsFolder, JSON.stringify(START_PARAMS)];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, (err, _stdout, stderr) => {
      if (err) reject(new Error(`creating the database in ${dir} failed: ${stderr.trim() || err.message}`));
      else resolve();
    });
  });
}
