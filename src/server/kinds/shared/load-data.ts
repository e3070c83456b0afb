import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';
import { serverPath } from '../../server-path';

const cache = new Map<string, unknown>();

/**
 * The absolute path of a data file, by its path under src/server (a kind's own `data/` folder, such as
 * kinds/blog-post/data/tones.yaml); the same from sources, compiled and in the worker threads: the build
 * copies every kinds/<kind>/data folder to the same path under dist/server.
 */
export function dataPath(name: string): string {
  return serverPath(name);
}

/**
 * A YAML data file, parsed and validated once per process. A bad entry stops the load with
 * the file and the path of the entry, so a slip in a phrase bank fails at start, not in a draft.
 */
export function loadData<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  if (cache.has(name)) return cache.get(name) as z.infer<S>;
  const file = dataPath(name);
  // The compiled server has each YAML file already parsed, as JSON beside it (the build writes it):
  // parsing the phrase banks' YAML took a few hundred milliseconds of every start.
  const parsed = `${file}.json`;
  let raw: unknown;
  try {
    raw = existsSync(parsed) ? JSON.parse(readFileSync(parsed, 'utf8')) : parse(readFileSync(file, 'utf8'), { prettyErrors: true });
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  at ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${file}: invalid data\n${problems.join('\n')}`);
  }
  cache.set(name, result.data);
  return result.data;
}
