import { z } from 'zod';
import type { ContentType } from '../../../contract/content';
import { TEMPLATE_PREFIX } from '../../../contract/templates';
import { list } from '../../ai/offline/bank-schema';
import { loadData } from './load-data';
import { type AnyTemplate, StandardTemplate } from './template-schema';

/** One kind's templates, its standard one first, and how its prompt, check and composer look one up. */
export interface TemplateLibrary<A extends AnyTemplate> {
  readonly all: readonly (StandardTemplate | A)[];
  /**
   * The template a request of this kind follows, when it is not the standard one; null for none or the
   * standard one (the kind's usual structure). An id of no template of this kind throws: the content
   * module refuses those with 422 before anything is written.
   */
  advanced(id: string | undefined): A | null;
  /** The request without its template when that is the standard one, so that it composes exactly as a request without one. */
  withoutStandard<R extends { template?: string }>(request: R): R;
}

/** What the schema of one file cannot say: ids of its own kind used once, one standard template first. */
function libraryProblems(kind: ContentType, templates: readonly AnyTemplate[]): string[] {
  const problems: string[] = [];
  const prefix = `${TEMPLATE_PREFIX[kind]}.`;
  const ids = new Set<string>();
  for (const t of templates) {
    if (!t.id.startsWith(prefix)) problems.push(`${t.id}: a ${kind} template's id starts with "${prefix}"`);
    if (ids.has(t.id)) problems.push(`${t.id}: used twice`);
    ids.add(t.id);
  }
  if (!templates[0]?.default || templates.slice(1).some((t) => t.default)) problems.push('the first template, and only it, is the standard one (default: true)');
  if (templates[0] && templates[0].access !== 'standard') problems.push(`${templates[0].id}: the standard template is for every plan (access: standard)`);
  return problems;
}

/**
 * A kind's templates, loaded from its data file and checked once per process (and per worker thread):
 * the schema of each entry, the rules every library follows, and the kind's own (`problems`).
 */
export function loadTemplates<A extends AnyTemplate>(opts: {
  kind: ContentType;
  /** The file, by its path under src/server. */
  file: string;
  schema: z.ZodType<A>;
  problems?: (templates: readonly (StandardTemplate | A)[]) => string[];
}): TemplateLibrary<A> {
  const { kind, file, schema } = opts;
  const entry = z.union([StandardTemplate, schema]) as z.ZodType<StandardTemplate | A>;
  const all: readonly (StandardTemplate | A)[] = loadData(file, list(entry));
  const problems = [...libraryProblems(kind, all), ...(opts.problems?.(all) ?? [])];
  if (problems.length > 0) throw new Error(`${file}: invalid library\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    all,
    advanced(id) {
      if (id === undefined) return null;
      const found = all.find((t) => t.id === id);
      if (!found) throw new Error(`no ${kind} template "${id}"`);
      return found.default ? null : found;
    },
    withoutStandard(request) {
      if (request.template === undefined) return request;
      const found = all.find((t) => t.id === request.template);
      if (!found?.default) return request;
      const { template: _standard, ...rest } = request;
      return rest as typeof request;
    },
  };
}
