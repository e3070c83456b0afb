// The compiled server: src/server bundled by esbuild into dist/server (main.js, and worker.mjs for the
// worker threads), with the files the server reads at run time copied to the same paths under
// dist/server as under src/server (src/server/server-path.ts finds them there).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Folders of src/server the server reads at run time, copied as they are: the migrations, and each
 * content kind's own data folder (src/server/kinds/<kind>/data: phrase banks, templates), found here so
 * that a new kind's folder needs no line in this script.
 */
export const SERVER_ASSETS = [
  'db/migrations',
  ...readdirSync(join(root, 'src/server/kinds'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'src/server/kinds', entry.name, 'data')))
    .map((entry) => `kinds/${entry.name}/data`),
];

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // node_modules stay where npm put them: loaded by Node at run time, not copied into the bundle.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

/** Builds the server into `outDir` (default dist/server), replacing what was there. */
export async function buildServer({ outDir = join(root, 'dist/server') } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await Promise.all([
    // Split at dynamic imports, so what only some configurations need (Stripe, a model provider, SMTP…)
    // is loaded when used, not at start. Chunks sit beside main.js: server-path.ts may end up in one.
    build({
      ...common,
      entryPoints: { main: join(root, 'src/server/main.ts') },
      outdir: outDir,
      splitting: true,
      chunkNames: '[name]-[hash]',
    }),
    // The worker threads' entry: pool.ts looks for worker.mjs beside itself, which here is main.js.
    build({ ...common, entryPoints: [join(root, 'src/server/workers/thread.ts')], outfile: join(outDir, 'worker.mjs') }),
  ]);
  for (const folder of SERVER_ASSETS) {
    cpSync(join(root, 'src/server', folder), join(outDir, folder), { recursive: true });
    // Each YAML file parsed once here, as JSON beside it, which src/server/kinds/shared/load-data.ts reads
    // instead (JSON.parse is a hundred times faster than the YAML parser); still validated at start.
    for (const name of readdirSync(join(outDir, folder)).filter((n) => n.endsWith('.yaml'))) {
      const file = join(outDir, folder, name);
      writeFileSync(`${file}.json`, JSON.stringify(parse(readFileSync(file, 'utf8'), { prettyErrors: true })));
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer({ outDir: process.argv[2] && resolve(process.argv[2]) });
