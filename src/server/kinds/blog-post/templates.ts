import { z } from 'zod';
import { list, plain, template } from '../../ai/offline/bank-schema';
import { loadTemplates } from '../shared/template-library';
import { advancedTemplate, templateSection } from '../shared/template-schema';
import { BLOG_THEMES } from './compose/themes';
import { BLOG_SLOTS } from './compose/tones';
import { dataFile, KIND } from './kind';

const blogText = template(BLOG_SLOTS);

export const BlogTemplateSection = z.strictObject({
  ...templateSection,
  /** What the section covers, as the introduction and meta description name it. */
  summary: plain,
  /** The section's first sentence. */
  lead: blogText,
  /** Keys of the phrase-bank themes (data/themes-*.yaml) whose subsections it takes. */
  themes: list(z.string()),
  /** Its H3 subsections numbered: "Step 1: …" or "1. …"; at least `min` of them. */
  items: z.enum(['steps', 'numbered']).optional(),
  min: z.number().int().min(1).max(6).optional(),
  /** A Markdown table right after the lead. */
  table: z.strictObject({ columns: z.array(plain).min(2), rows: list(z.array(blogText).min(2)) }).optional(),
});
export type BlogTemplateSection = z.infer<typeof BlogTemplateSection>;

export const BlogTemplate = z.strictObject({ ...advancedTemplate, sections: list(BlogTemplateSection) });
export type BlogTemplate = z.infer<typeof BlogTemplate>;

/** What the schema cannot say: every theme a section names is one of the phrase bank's. */
function unknownThemes(templates: readonly { sections: readonly Partial<BlogTemplateSection>[]; id: string }[]): string[] {
  const known = new Set(BLOG_THEMES.map((theme) => theme.key));
  return templates.flatMap((t) =>
    t.sections.flatMap((section) => {
      const unknown = (section.themes ?? []).filter((key) => !known.has(key));
      return unknown.length > 0 ? [`${t.id}: "${section.heading}" names unknown themes ${unknown.join(', ')}`] : [];
    }),
  );
}

/** The blog post's templates (data/templates.yaml), its standard one first. */
export const BLOG_TEMPLATES = loadTemplates({ kind: KIND.id, file: dataFile('templates.yaml'), schema: BlogTemplate, problems: unknownThemes });
