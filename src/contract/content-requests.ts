/** The request body of each content kind: what a creator asks the generator for. */
import { z } from 'zod';
import { TEXT_LIMITS } from './kind-form';
import { rawText, textField } from './text-field';
import { aboutField, oneOf } from './field-labels';
import { voiceIdField } from './voices';

export const VIDEO_PLATFORMS = ['youtube', 'tiktok', 'reels'] as const;
/** How the video platforms are named to people. */
export const VIDEO_PLATFORM_LABELS: Record<(typeof VIDEO_PLATFORMS)[number], string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  reels: 'Instagram Reels',
};
export const VIDEO_TONES = ['engaging', 'funny', 'educational', 'inspiring', 'professional'] as const;
export const VIDEO_DURATIONS = ['short', 'medium', 'long'] as const;
export const BLOG_TONES = ['professional', 'casual', 'technical', 'friendly'] as const;
export const SOCIAL_PLATFORMS = ['twitter', 'linkedin', 'instagram', 'facebook', 'tiktok'] as const;
export const SOCIAL_TONES = ['casual', 'professional', 'funny', 'inspiring', 'educational'] as const;
export const NEWSLETTER_TONES = ['professional', 'casual', 'friendly', 'authoritative'] as const;

/** docs/product/validation.md#generators: short 1–3 min, medium 3–8, long 8+ (we cap long at 20). In seconds. */
export const DURATION_RANGES: Record<(typeof VIDEO_DURATIONS)[number], { min: number; max: number; label: string }> = {
  short: { min: 60, max: 180, label: 'Short (1-3 min)' },
  medium: { min: 180, max: 480, label: 'Medium (3-8 min)' },
  long: { min: 480, max: 1200, label: 'Long (8+ min)' },
};

export const BLOG_WORDS = { min: 300, max: 5000, default: 1000 } as const;

/** The sections of a newsletter when the creator names none. */
export const DEFAULT_NEWSLETTER_SECTIONS: readonly string[] = ['Top Story', 'Quick Tips', "What's Next"];

/** A text field whose limit the generator forms read back (TEXT_LIMITS) for their `maxLength`. */
export function limitedText(field: string, opts: { max: number; required?: boolean }) {
  return textField(field, opts).register(TEXT_LIMITS, { maxLength: opts.max });
}

const topic = limitedText('topic', { max: 300 });

/** A template id: the kind's prefix, a dot, then lower-case words ("blog.how-to"). */
export const TEMPLATE_ID = /^[a-z]+\.[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Optional: the template the piece follows (GET /api/templates lists each kind's). Which ids exist and
 * which plans may use them the server decides; without one the kind's standard structure is used.
 */
function templateField(prefix: string) {
  return z
    .string({ error: aboutField('template', 'must be a template id') })
    .trim()
    .max(80, aboutField('template', 'must be at most 80 characters'))
    .regex(TEMPLATE_ID, aboutField('template', 'must be a template id such as "blog.how-to"'))
    .meta({ description: `A template id of this kind (GET /api/templates?kind=…); ${prefix}.standard is for every plan.`, example: `${prefix}.standard` })
    .optional();
}

/** What a piece may be built from (a summary, a page, a document's text): at most this many characters. */
export const SOURCE_MAX_CHARS = 30_000;
/** Optional source material; empty means none. */
const source = limitedText('source', { max: SOURCE_MAX_CHARS, required: false }).optional();
const audience = limitedText('target_audience', { max: 200, required: false }).default('');

/** A list given as an array of strings or as one comma-separated string: trimmed, empties dropped. */
function commaList(field: string, opts: { maxItems: number; maxLength: number }) {
  // The list as sent (an array, or one comma-separated string) is bounded as a whole; each entry is
  // checked after splitting, so "a, b, c" as one string is held to the same rules as ["a", "b", "c"].
  const whole = { max: opts.maxItems * (opts.maxLength + 2), requiredMessage: aboutField(`${field} items`, 'must be text') };
  const item = rawText(`${field} items`, { max: opts.maxLength, requiredMessage: aboutField(`${field} items`, 'must be text') });
  return z
    .union([z.array(rawText(`${field} items`, whole)), rawText(field, whole)], { error: aboutField(field, 'must be a list of words or phrases') })
    .default([])
    .transform((v) => splitCommaList(Array.isArray(v) ? v.join(',') : v))
    .pipe(z.array(item).max(opts.maxItems, aboutField(field, `may have at most ${opts.maxItems} entries`)));
}

/** docs/product/validation.md#generators: comma-separated, trimmed, empties dropped. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const VideoScriptRequest = z.object({
  topic,
  source,
  template: templateField('video'),
  voice_id: voiceIdField,
  platform: z.enum(VIDEO_PLATFORMS, { error: oneOf('platform', VIDEO_PLATFORMS) }).default('youtube'),
  target_audience: audience,
  tone: z.enum(VIDEO_TONES, { error: oneOf('tone', VIDEO_TONES) }).default('engaging'),
  duration: z.enum(VIDEO_DURATIONS, { error: oneOf('duration', VIDEO_DURATIONS) }).default('medium'),
});
export type VideoScriptRequest = z.infer<typeof VideoScriptRequest>;

export const BlogPostRequest = z.object({
  topic,
  source,
  template: templateField('blog'),
  voice_id: voiceIdField,
  target_keywords: commaList('target_keywords', { maxItems: 20, maxLength: 80 }),
  target_audience: audience,
  word_count: z.coerce
    .number({ error: aboutField('word_count', 'must be a number') })
    .int(aboutField('word_count', 'must be a whole number'))
    .min(BLOG_WORDS.min, aboutField('word_count', `must be at least ${BLOG_WORDS.min}`))
    .max(BLOG_WORDS.max, aboutField('word_count', `must be at most ${BLOG_WORDS.max}`))
    .default(BLOG_WORDS.default),
  tone: z.enum(BLOG_TONES, { error: oneOf('tone', BLOG_TONES) }).default('professional'),
});
export type BlogPostRequest = z.infer<typeof BlogPostRequest>;

export const SocialPostRequest = z.object({
  topic,
  source,
  template: templateField('social'),
  voice_id: voiceIdField,
  platform: z.enum(SOCIAL_PLATFORMS, { error: oneOf('platform', SOCIAL_PLATFORMS) }).default('twitter'),
  tone: z.enum(SOCIAL_TONES, { error: oneOf('tone', SOCIAL_TONES) }).default('casual'),
  include_hashtags: z.boolean({ error: aboutField('include_hashtags', 'must be true or false') }).default(true),
});
export type SocialPostRequest = z.infer<typeof SocialPostRequest>;

export const NewsletterRequest = z.object({
  topic,
  source,
  template: templateField('newsletter'),
  voice_id: voiceIdField,
  target_audience: audience,
  sections: commaList('sections', { maxItems: 12, maxLength: 120 }),
  tone: z.enum(NEWSLETTER_TONES, { error: oneOf('tone', NEWSLETTER_TONES) }).default('professional'),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;
