// Brotli and gzip copies (name.br, name.gz), at their best compression, of every compressible file of
// the built web app, which the server sends to clients that accept them (@fastify/static's
// preCompressed; src/server/plugins/static-page.ts for the HTML pages).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats; fonts (woff2 is compressed already) and images are left alone. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|xml|txt|map|webmanifest|ico)$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes the copies for every compressible file under `dir`; a copy that would not be smaller than
 * its file is not written (the file is then sent as it is). Answers the totals, in bytes.
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.files += 1;
      totals.bytes += data.length;
      totals.br += Math.min(br.length, data.length);
      totals.gzip += Math.min(gzipped.length, data.length);
      if (br.length < data.length) writeFileSync(`${file}.br`, br);
      if (gzipped.length < data.length) writeFileSync(`${file}.gz`, gzipped);
    }),
  );
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'dist/web');
  if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  const t = await precompress(dir);
  console.log(`precompressed ${t.files} files: ${t.bytes} bytes, brotli ${t.br}, gzip ${t.gzip}`);
}
