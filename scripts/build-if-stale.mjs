// Builds the app (scripts/build.mjs: web and server) when the build is missing or older than any of
// its sources. The build runs in a child process, so this stays synchronous for its callers.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Written last by scripts/build.mjs. */
const stamp = join(root, 'dist/build-stamp.json');

/** What the build reads; tests are not part of it. */
const SOURCES = [
  'src/web',
  'src/contract',
  'src/server',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const NOT_BUILT = /\.test\.tsx?$|^node_modules$|^test$/;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (NOT_BUILT.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether dist/ is missing or older than a source of the build. */
export function buildIsStale() {
  if (!existsSync(stamp)) return true;
  const sourceTime = Math.max(...SOURCES.map((p) => newestMtime(join(root, p))));
  return statSync(stamp).mtimeMs < sourceTime;
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log('Building the app…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
