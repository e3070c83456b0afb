import { z } from 'zod';
import { TEMPLATE_ACCESS, TEMPLATE_ID } from '../../../contract/templates';
import { list, plain } from '../../ai/offline/bank-schema';

/** What every template has: each kind's data/templates.yaml, one file per kind. */
const base = {
  id: z.string().regex(TEMPLATE_ID, 'an id such as "blog.how-to"'),
  name: plain,
  description: plain,
  access: z.enum(TEMPLATE_ACCESS),
  /** Lines the model's brief gains: how to write a piece of this template. */
  notes: z.array(plain),
};

/** A section of the structure: the heading the piece uses, and what goes under it (for the model's brief). */
export const templateSection = { heading: plain, purpose: plain };

/** The kind's standard template: its usual structure, nothing added. */
export const StandardTemplate = z.strictObject({ ...base, default: z.literal(true), sections: z.array(z.never()).max(0), notes: z.array(z.never()).max(0) });
export type StandardTemplate = z.infer<typeof StandardTemplate>;

/** The fields of every template beyond the standard one: a kind's schema adds its sections and what else it needs. */
export const advancedTemplate = { ...base, default: z.literal(false).default(false), notes: list(plain) };

/** A template of any kind: what the library, the template routes and the plan rule need of it. */
export type AnyTemplate =
  | StandardTemplate
  | (Omit<StandardTemplate, 'default' | 'notes' | 'sections'> & { default: false; notes: string[]; sections: { heading: string; purpose: string }[] });
