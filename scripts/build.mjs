// npm run build: the web app (vite) into dist/web, its prerendered public pages (scripts/prerender.mjs,
// when present), the server (esbuild) into dist/server, then brotli and gzip copies of the web files.
// dist/build-stamp.json is written last, so a build that stopped half-way is never taken as done.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_STAMP = join(root, 'dist/build-stamp.json');

function run(label, args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
}

export async function build() {
  rmSync(BUILD_STAMP, { force: true });
  const started = performance.now();
  run('the web build', [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  const prerender = join(root, 'scripts/prerender.mjs');
  if (existsSync(prerender)) run('prerendering', [prerender]);
  await buildServer();
  const sizes = await precompress(join(root, 'dist/web'));
  mkdirSync(dirname(BUILD_STAMP), { recursive: true });
  writeFileSync(BUILD_STAMP, `${JSON.stringify({ builtAt: new Date().toISOString(), web: sizes }, null, 2)}\n`);
  console.log(
    `Built dist/web and dist/server in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(web files ${Math.round(sizes.bytes / 1024)} KB, brotli ${Math.round(sizes.br / 1024)} KB, gzip ${Math.round(sizes.gzip / 1024)} KB).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await build();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
