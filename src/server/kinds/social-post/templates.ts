import { z } from 'zod';
import { list, plain, template } from '../../ai/offline/bank-schema';
import { loadTemplates } from '../shared/template-library';
import { advancedTemplate, templateSection } from '../shared/template-schema';
import { dataFile, KIND } from './kind';

export const SocialTemplate = z.strictObject({
  ...advancedTemplate,
  sections: list(z.strictObject(templateSection)),
  /** What the check looks for. */
  items: z.enum(['bullets', 'question', 'thread', 'slides']),
  min: z.number().int().min(1).max(4),
  /** Before the hook ("1/" opens a thread); may be empty. */
  hookLabel: z.string(),
  /** Before each item; {i} is its number. */
  itemLabel: template(['i']),
  intro: plain.optional(),
  hooks: list(template(['topic'])),
  /** Short items (under ~60 characters): [bracketed] parts name the topic's core. */
  points: list(template(['core'])).refine((points) => points.length >= 2, 'at least two points'),
  closers: list(plain),
});
export type SocialTemplate = z.infer<typeof SocialTemplate>;

/** The social post's templates (data/templates.yaml), its standard one first. */
export const SOCIAL_TEMPLATES = loadTemplates({ kind: KIND.id, file: dataFile('templates.yaml'), schema: SocialTemplate });
