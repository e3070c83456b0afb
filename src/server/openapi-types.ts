import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import * as schema from './db/schema';

/**
 * The web app's API types: generated from the server's OpenAPI document and committed, the only
 * bridge between the two (the web app never imports server code). `npm run api:types` writes it;
 * openapi-types.test.ts fails while it differs from what the routes declare.
 */
export const WEB_API_TYPES_FILE = fileURLToPath(new URL('../web/lib/api/schema.d.ts', import.meta.url));

/** Every route the web app calls is under this prefix, which its client takes as its base URL. */
const API_PREFIX = '/api';

const HEADER = `/**
 * GENERATED FILE: do not edit. The Inkwell API as its routes declare it (every path below is under
 * /api, the client's base URL), written by openapi-typescript from the server's OpenAPI document.
 * Regenerate after changing a route or its schema: npm run api:types
 * (src/server/openapi-types.test.ts fails until this file matches the routes).
 */

`;

/**
 * An app built only to describe itself: no queries are answered (the document needs the routes, not
 * the data), so no database is started. The few start-up tasks that read the database (stale usage
 * refunds, demo billing renewals) log their failure and carry on.
 */
function noDatabase(): Database {
  return {
    db: drizzle.mock({ schema }),
    kind: 'postgres',
    migrate: async () => {},
    close: async () => {},
    executeSql: () => Promise.reject(new Error('a document-only app has no database')),
    exclusive: (_lockId, work) => work(),
  };
}

/**
 * The app's whole OpenAPI document (every documented route, not only the public reference that
 * /api/openapi.json serves to API key holders), built from the routes' own schemas. The settings are
 * fixed, not read from the environment, so that the document is the same on every machine.
 */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const config = loadConfig({ DATA_DIR: '/nonexistent-inkwell-openapi', SECRET_KEY: 'openapi-document-only-no-secret-here', METRICS_INTERVAL_SECONDS: '0', JOBS: 'off' });
  const database = noDatabase();
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return structuredClone(app.swagger()) as OpenAPI3;
  } finally {
    await app.close();
  }
}

/** The document with its paths written relative to /api; a documented route elsewhere would be one the client cannot call. */
function underApiPrefix(document: OpenAPI3): OpenAPI3 {
  const paths = Object.entries(document.paths ?? {}).map(([path, item]) => {
    if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`The documented route ${path} is not under ${API_PREFIX}`);
    return [path.slice(API_PREFIX.length), item] as const;
  });
  return { ...document, paths: Object.fromEntries(paths) };
}

/** The text of src/web/lib/api/schema.d.ts for this document. */
export async function renderWebApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(underApiPrefix(document), { silent: true });
  return HEADER + astToString(ast);
}
