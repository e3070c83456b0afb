import { z } from 'zod';
import { list, plain, template } from '../../../ai/offline/bank-schema';
import { BLOG_SLOTS } from './tones';

const body = template(BLOG_SLOTS);

/** One H3 subsection: its heading and sentences; the first two always stay, the rest can be trimmed. */
export const BlogUnit = z.strictObject({
  heading: body,
  sentences: z.array(body).min(2),
  /** One concrete exercise, shown as its own short paragraph. */
  practice: body,
  /** A Markdown list placed after the first sentence (never trimmed). */
  list: list(plain).optional(),
});
export type BlogUnit = z.infer<typeof BlogUnit>;

/** One H2 section. */
export const BlogTheme = z.strictObject({
  key: z.string().regex(/^[a-z-]+$/),
  /** What the section covers, for the introduction and meta description: "a step-by-step plan". */
  summary: plain,
  headings: list(body),
  /** The heading when it carries the first target keyword. */
  keyHeading: template(['kw']),
  lead: body,
  /** Steps must stay in order and start at the first. */
  ordered: z.boolean().optional(),
  units: list(BlogUnit),
});
export type BlogTheme = z.infer<typeof BlogTheme>;
