import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { buildOpenApiDocument, renderWebApiTypes, WEB_API_TYPES_FILE } from './openapi-types';

/** Where two texts first differ, as `line N: expected … / found …`, or null when they are the same. */
function firstDifference(expected: string, found: string): string | null {
  if (expected === found) return null;
  const want = expected.split('\n');
  const have = found.split('\n');
  const line = want.findIndex((text, i) => text !== have[i]);
  const at = line === -1 ? want.length : line;
  return `line ${at + 1}: the routes declare ${JSON.stringify(want[at] ?? '(end of file)')}, the file has ${JSON.stringify(have[at] ?? '(end of file)')}`;
}

it("the web app's API types match the routes", async () => {
  const generated = await renderWebApiTypes(await buildOpenApiDocument());
  const committed = await readFile(WEB_API_TYPES_FILE, 'utf8').catch(() => '');
  const difference = firstDifference(generated, committed);
  // Not toBe on the texts: a diff of two 5,000-line files says less than the command that fixes it.
  if (difference) expect.fail(`src/web/lib/api/schema.d.ts is out of date (${difference}): run \`npm run api:types\` and commit it`);
});
