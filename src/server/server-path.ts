import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the server's own files: src/server when it runs from sources (vitest, npm run dev),
 * dist/server in the compiled server, where the build bundles this module into dist/server/*.js and
 * copies the files the server reads (migrations, data) to the same paths (scripts/build-server.mjs).
 * So this module must stay directly in src/server.
 */
const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The absolute path of one of the server's own files, by its path under src/server. */
export function serverPath(relativePath: string): string {
  return join(SERVER_DIR, relativePath);
}
