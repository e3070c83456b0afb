// Writes the web app's API types (src/web/lib/api/schema.d.ts) from the server's OpenAPI document:
// npm run api:types (node --import tsx, which loads the server's TypeScript).
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { buildOpenApiDocument, renderWebApiTypes, WEB_API_TYPES_FILE } from '../src/server/openapi-types.ts';

const started = Date.now();
const text = await renderWebApiTypes(await buildOpenApiDocument());
await writeFile(WEB_API_TYPES_FILE, text);
console.log(`${relative(process.cwd(), WEB_API_TYPES_FILE)} written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
