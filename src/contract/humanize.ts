import { z } from 'zod';
import { CONTENT_TYPES, SUMMARY_KIND } from './content-kinds';
import { SOCIAL_PLATFORMS } from './content-requests';
import { AiEngineName } from './engines';
import { MESSAGES } from './messages';
import { textProblem } from './text-rule';
import { aboutField, oneOf } from './field-labels';
import { voiceIdField } from './voices';

/**
 * The most characters one request humanizes: about 6,500 words, so that every draft Inkwell writes
 * fits (the longest, a 5,000-word blog post, is about 33,000 characters). Decision 011.
 */
export const HUMANIZE_MAX_CHARS = 40_000;

/** What the humanizer rewrites: the dashboard's tab ids, with underscores (docs/product/api.md#humanizer-content-types). */
export const HUMANIZE_CONTENT_TYPES = [...CONTENT_TYPES, SUMMARY_KIND.id] as const;
export const HumanizeContentType = z.enum(HUMANIZE_CONTENT_TYPES, {
  error: oneOf('content_type', HUMANIZE_CONTENT_TYPES),
});
export type HumanizeContentType = z.infer<typeof HumanizeContentType>;

const TEXT_EXAMPLE =
  "## Why consistency matters\n\nIn today's fast-paced world, it is important to note that consistency is a game-changer for creators. " +
  'Furthermore, posting on a schedule helps your audience know when to expect you.';

/**
 * How the humanizer rewrites (docs/product/humanizer.md#modes): `natural` (the default) replaces stock
 * phrases and evens the rhythm; the others also simplify, formalise, loosen or shorten; `voice` rewrites
 * in one of the creator's brand voices (`voice_id`, or their default voice).
 */
export const HUMANIZE_MODES = ['natural', 'simpler', 'formal', 'casual', 'shorter', 'voice'] as const;
export type HumanizeMode = (typeof HUMANIZE_MODES)[number];
export const HUMANIZE_MODE_LABELS: Record<HumanizeMode, string> = {
  natural: 'Natural',
  simpler: 'Simpler',
  formal: 'Formal',
  casual: 'Casual',
  shorter: 'Shorter',
  voice: 'In my voice',
};

/**
 * POST /api/content/humanize. `text` is taken as sent (its whitespace is part of the draft); blank
 * text is docs/product/validation.md#humanizer's 'No content to humanize'. `id` names the history item the text came from, which
 * links the humanized version to it and, for a social post, gives its platform; `platform` does that
 * for a draft that was never saved.
 */
export const HumanizeRequest = z.object({
  text: z
    .string({ error: MESSAGES.noContentToHumanize })
    .superRefine((s, ctx) => {
      if (s.trim() === '') ctx.addIssue({ code: 'custom', message: MESSAGES.noContentToHumanize, input: s });
      const problem = textProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: aboutField('text', problem), input: s });
    })
    .meta({ examples: [TEXT_EXAMPLE] }),
  content_type: HumanizeContentType,
  id: z.uuid({ error: aboutField('id', 'must be one from your history') }).optional(),
  platform: z.enum(SOCIAL_PLATFORMS, { error: oneOf('platform', SOCIAL_PLATFORMS) }).optional(),
  mode: z.enum(HUMANIZE_MODES, { error: oneOf('mode', HUMANIZE_MODES) }).default('natural'),
  /** The voice of mode `voice` (absent: the creator's default voice); ignored by the other modes. */
  voice_id: voiceIdField,
});
export type HumanizeRequest = z.output<typeof HumanizeRequest>;
/** The request as a client sends it (`mode` may be left out). */
export type HumanizeRequestInput = z.input<typeof HumanizeRequest>;

export const HUMANIZE_CHANGE_KINDS = [
  'phrase',
  'hedge',
  'transition',
  'connective',
  'split',
  'contraction',
  'opening',
  // The modes' own edits (docs/product/humanizer.md#modes).
  'simpler',
  'formal',
  'casual',
  'filler',
  'voice',
] as const;

/** One edit of the offline engine: what it replaced, where (a character offset in the original), and why. */
export const HumanizeChange = z.object({
  kind: z.enum(HUMANIZE_CHANGE_KINDS),
  before: z.string(),
  after: z.string(),
  at: z.number().int().min(0),
  why: z.string(),
});
export type HumanizeChange = z.infer<typeof HumanizeChange>;

/** Flesch reading ease (higher reads more easily; 60–70 is plain English) and Flesch–Kincaid grade. */
export const ReadabilityScore = z.object({
  flesch_reading_ease: z.number(),
  flesch_kincaid_grade: z.number(),
  words: z.number().int().min(0),
  sentences: z.number().int().min(0),
});
export type ReadabilityScore = z.infer<typeof ReadabilityScore>;

export const HumanizeResponse = z.object({
  /** The history item the humanized version was saved as; null when nothing changed (nothing saved, no humanization used). */
  id: z.string().nullable(),
  /** True when the text needed no change: it is answered as it was, nothing is saved and no humanization is used. */
  unchanged: z.boolean(),
  mode: z.enum(HUMANIZE_MODES),
  humanized_text: z.string(),
  engine: AiEngineName,
  model: z.string(),
  content_type: HumanizeContentType,
  /** The history item it came from, when the request named one. */
  source_id: z.string().nullable(),
  /** The offline engine's edits, each with its reason; a model's rewrite reports none (the modal shows the difference). */
  changes: z.array(HumanizeChange),
  readability: z.object({ before: ReadabilityScore, after: ReadabilityScore }),
});
export type HumanizeResponse = z.infer<typeof HumanizeResponse>;

/** Server-sent events of a streamed humanization (Accept: text/event-stream). */
export type HumanizeEvent =
  | { event: 'delta'; data: { text: string } }
  /** The text so far is replaced (after a repair round). */
  | { event: 'replace'; data: { text: string } }
  | { event: 'done'; data: HumanizeResponse }
  | { event: 'error'; data: { detail: string; status: number } };
