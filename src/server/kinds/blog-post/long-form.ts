import type { BlogPostRequest } from '../../../contract/content';
import { blogOutlinePrompt, blogSectionPrompt } from './prompt';
import type { DraftCalls } from '../../ai/draft-kind';
import { headingKey } from '../shared/template-sections';
import { BLOG_TEMPLATES, type BlogTemplate } from './templates';

/** Posts at least this long are written outline-first, one section per call, to reach their length. */
export const LONG_BLOG_WORDS = 1500;

interface Outline {
  title: string;
  meta: string;
  sections: Array<{ heading: string; subheadings: string[]; words: number }>;
}

/** Reads the outline the model answered with; a plain outline takes its place if the JSON is unusable. */
export function parseOutline(raw: string, request: BlogPostRequest, count: number): Outline {
  const budget = Math.round((request.word_count * 0.85) / count);
  const fallback: Outline = {
    title: request.topic.slice(0, 60),
    meta: `${request.topic}: a practical guide.`.slice(0, 160),
    sections: Array.from({ length: count }, (_, i) => ({ heading: `${request.topic}: part ${i + 1}`, subheadings: [], words: budget })),
  };
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return fallback;
  try {
    const data = JSON.parse(raw.slice(start, end + 1)) as Partial<{ title: unknown; meta_description: unknown; sections: unknown }>;
    const sections = Array.isArray(data.sections)
      ? data.sections
          .map((s: { heading?: unknown; subheadings?: unknown; words?: unknown }) => ({
            heading: typeof s?.heading === 'string' ? s.heading.trim() : '',
            subheadings: Array.isArray(s?.subheadings) ? s.subheadings.filter((x): x is string => typeof x === 'string').slice(0, 4) : [],
            words: typeof s?.words === 'number' && s.words > 50 ? Math.round(s.words) : budget,
          }))
          .filter((s) => s.heading)
      : [];
    if (sections.length === 0) return fallback;
    // Scale the budgets so that they add up to the body the post needs.
    const total = sections.reduce((n, s) => n + s.words, 0);
    const scale = (request.word_count * 0.85) / total;
    for (const s of sections) s.words = Math.max(80, Math.round(s.words * scale));
    return {
      title: typeof data.title === 'string' && data.title.trim() ? data.title.trim().slice(0, 60) : fallback.title,
      meta: typeof data.meta_description === 'string' && data.meta_description.trim() ? data.meta_description.trim().slice(0, 160) : fallback.meta,
      sections,
    };
  } catch {
    return fallback;
  }
}

/**
 * The outline with the template's sections, in its order: a section whose heading does not start with the
 * template's words gets the template's heading (the model's subheadings and budget stay).
 */
function withTemplateHeadings(outline: Outline, template: BlogTemplate | null): Outline {
  if (!template) return outline;
  const budget = outline.sections[0]?.words ?? 200;
  const sections = template.sections.map((section, i) => {
    const planned = outline.sections[i];
    if (!planned) return { heading: section.heading, subheadings: [], words: budget };
    return headingKey(planned.heading).startsWith(headingKey(section.heading)) ? planned : { ...planned, heading: section.heading };
  });
  return { ...outline, sections: [...sections, ...outline.sections.slice(template.sections.length)] };
}

/** A long post: the outline in one call, then the introduction, each section and the conclusion in one call each. */
export async function writeLongBlog(request: BlogPostRequest, calls: DraftCalls): Promise<string> {
  const template = BLOG_TEMPLATES.advanced(request.template);
  const count = template ? template.sections.length : Math.min(10, Math.max(4, Math.round(request.word_count / 400)));
  const outline = withTemplateHeadings(parseOutline(await calls.generate(blogOutlinePrompt(request, count), 2000), request, count), template);
  let text = `# ${outline.title}\n\n**Meta description:** ${outline.meta}\n\n`;
  await calls.send(text);
  const edge = Math.max(60, Math.round(request.word_count * 0.075));
  const parts = [
    { heading: '', subheadings: [] as string[], words: edge, position: 'the introduction (no heading)' },
    ...outline.sections.map((s, i) => ({ ...s, position: `section ${i + 1} of ${outline.sections.length}` })),
    { heading: 'Conclusion', subheadings: [] as string[], words: edge, position: 'the conclusion' },
  ];
  for (const part of parts) {
    const prompt = blogSectionPrompt({ request, title: outline.title, ...part });
    const written = await calls.stream(prompt, Math.ceil(part.words * 2.2) + 200);
    text += `${written.trim()}\n\n`;
    await calls.send('\n\n');
  }
  return text;
}
