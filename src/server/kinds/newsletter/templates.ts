import { z } from 'zod';
import { list, template } from '../../ai/offline/bank-schema';
import { loadTemplates } from '../shared/template-library';
import { advancedTemplate, templateSection } from '../shared/template-schema';
import { NEWSLETTER_SLOTS } from './compose/tones';
import { dataFile, KIND } from './kind';

export const NewsletterTemplateSection = z.strictObject({
  ...templateSection,
  /** The kind of section bank body it takes (data/sections.yaml) when it has no blocks of its own. */
  body: z.enum(['intro', 'recap', 'qa', 'events', 'next', 'tips', 'resources', 'community', 'quote', 'data', 'promo', 'behind', 'story', 'general']),
  blocks: list(list(template(NEWSLETTER_SLOTS))).optional(),
});
export type NewsletterTemplateSection = z.infer<typeof NewsletterTemplateSection>;

export const NewsletterTemplate = z.strictObject({ ...advancedTemplate, sections: list(NewsletterTemplateSection) });
export type NewsletterTemplate = z.infer<typeof NewsletterTemplate>;

/** The newsletter's templates (data/templates.yaml), its standard one first. */
export const NEWSLETTER_TEMPLATES = loadTemplates({ kind: KIND.id, file: dataFile('templates.yaml'), schema: NewsletterTemplate });
