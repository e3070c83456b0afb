import { z } from 'zod';
import { CONTENT_TYPES, type ContentType } from '../../../contract/content';
import { TEMPLATE_PREFIX } from '../../../contract/templates';
import { list } from '../../ai/offline/bank-schema';
import { BLOG_THEMES } from '../../ai/offline/blog-themes';
import { loadData } from '../../data/load-data';
import { BlogTemplate, NewsletterTemplate, SocialTemplate, StandardTemplate, VideoTemplate } from './schema';

/** Each kind's templates beyond its standard one. */
export interface AdvancedTemplateOf {
  video_script: VideoTemplate;
  blog_post: BlogTemplate;
  social_media: SocialTemplate;
  newsletter: NewsletterTemplate;
}
export type TemplateOf<T extends ContentType> = StandardTemplate | AdvancedTemplateOf[T];
export type AnyTemplate = TemplateOf<ContentType>;

const FILES: { [T in ContentType]: { file: string; schema: z.ZodType<AdvancedTemplateOf[T]> } } = {
  video_script: { file: 'video-script.yaml', schema: VideoTemplate },
  blog_post: { file: 'blog-post.yaml', schema: BlogTemplate },
  social_media: { file: 'social-post.yaml', schema: SocialTemplate },
  newsletter: { file: 'newsletter.yaml', schema: NewsletterTemplate },
};

/** What the schema of one file cannot say: ids of its own kind used once, one standard template first, known themes. */
function libraryProblems<T extends ContentType>(kind: T, templates: readonly TemplateOf<T>[]): string[] {
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
  if (kind === 'blog_post') {
    const known = new Set(BLOG_THEMES.map((theme) => theme.key));
    for (const t of templates as readonly TemplateOf<'blog_post'>[]) {
      for (const section of t.sections) {
        const unknown = section.themes.filter((key) => !known.has(key));
        if (unknown.length > 0) problems.push(`${t.id}: "${section.heading}" names unknown themes ${unknown.join(', ')}`);
      }
    }
  }
  return problems;
}

function loadKind<T extends ContentType>(kind: T): readonly TemplateOf<T>[] {
  const { file, schema } = FILES[kind];
  const entry = z.union([StandardTemplate, schema]) as z.ZodType<TemplateOf<T>>;
  const templates = loadData(`templates/${file}`, list(entry));
  const problems = libraryProblems(kind, templates);
  if (problems.length > 0) throw new Error(`templates/${file}: invalid library\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return templates;
}

/** Every kind's templates, its standard one first; loaded and checked once per process (and per worker thread). */
export const TEMPLATE_LIBRARY: { readonly [T in ContentType]: readonly TemplateOf<T>[] } = {
  video_script: loadKind('video_script'),
  blog_post: loadKind('blog_post'),
  social_media: loadKind('social_media'),
  newsletter: loadKind('newsletter'),
};

/** Every template of every kind, in the kinds' tab order. */
export const ALL_TEMPLATES: readonly { kind: ContentType; template: AnyTemplate }[] = CONTENT_TYPES.flatMap((kind) =>
  TEMPLATE_LIBRARY[kind].map((template) => ({ kind, template })),
);

export function templatesOf<T extends ContentType>(kind: T): readonly TemplateOf<T>[] {
  return TEMPLATE_LIBRARY[kind];
}

export function findTemplate(id: string): { kind: ContentType; template: AnyTemplate } | undefined {
  return ALL_TEMPLATES.find((entry) => entry.template.id === id);
}

/**
 * The template a request of this kind follows, when it is not the standard one; null for none or the
 * standard one (the kind's usual structure). An id of no template of this kind throws: the content
 * module refuses those with 422 before anything is written.
 */
export function advancedTemplate<T extends ContentType>(kind: T, id: string | undefined): AdvancedTemplateOf[T] | null {
  if (id === undefined) return null;
  const found = TEMPLATE_LIBRARY[kind].find((t) => t.id === id);
  if (!found) throw new Error(`no ${kind} template "${id}"`);
  return found.default ? null : (found);
}

/** The request without its template when that is the standard one, so that it composes exactly as a request without one. */
export function withoutStandardTemplate<R extends { template?: string }>(kind: ContentType, request: R): R {
  if (request.template === undefined) return request;
  const found = TEMPLATE_LIBRARY[kind].find((t) => t.id === request.template);
  if (!found?.default) return request;
  const { template: _standard, ...rest } = request;
  return rest as R;
}
