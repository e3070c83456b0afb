import { z } from 'zod';
import type { UsageKind } from './plans';
import { rawText, textField } from './text-field';

/** The dashboard's generator tabs; the humanizer's content_type uses the same ids (DESIGN §5). */
export const CONTENT_TYPES = ['video_script', 'blog_post', 'social_media', 'newsletter'] as const;
export const ContentType = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentType>;

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  video_script: 'Video Script',
  blog_post: 'Blog Post',
  social_media: 'Social Media',
  newsletter: 'Newsletter',
};

/** Which monthly counter each generator draws on. */
export const USAGE_KIND_OF: Record<ContentType, UsageKind> = {
  video_script: 'video_scripts',
  blog_post: 'blog_posts',
  social_media: 'social_posts',
  newsletter: 'newsletters',
};

export const VIDEO_PLATFORMS = ['youtube', 'tiktok', 'reels'] as const;
export const VIDEO_TONES = ['engaging', 'funny', 'educational', 'inspiring', 'professional'] as const;
export const VIDEO_DURATIONS = ['short', 'medium', 'long'] as const;
export const BLOG_TONES = ['professional', 'casual', 'technical', 'friendly'] as const;
export const SOCIAL_PLATFORMS = ['twitter', 'linkedin', 'instagram', 'facebook', 'tiktok'] as const;
export const SOCIAL_TONES = ['casual', 'professional', 'funny', 'inspiring', 'educational'] as const;
export const NEWSLETTER_TONES = ['professional', 'casual', 'friendly', 'authoritative'] as const;

/** SPEC §5: short 1–3 min, medium 3–8, long 8+ (we cap long at 20). In seconds. */
export const DURATION_RANGES: Record<(typeof VIDEO_DURATIONS)[number], { min: number; max: number; label: string }> = {
  short: { min: 60, max: 180, label: 'Short (1-3 min)' },
  medium: { min: 180, max: 480, label: 'Medium (3-8 min)' },
  long: { min: 480, max: 1200, label: 'Long (8+ min)' },
};

export const BLOG_WORDS = { min: 300, max: 5000, default: 1000 } as const;

/** The sections of a newsletter when the creator names none. */
export const DEFAULT_NEWSLETTER_SECTIONS: readonly string[] = ['Top Story', 'Quick Tips', "What's Next"];

const topic = textField('topic', { max: 300 });
const audience = textField('target_audience', { max: 200, required: false }).default('');

/** A list given as an array of strings or as one comma-separated string: trimmed, empties dropped. */
function commaList(field: string, opts: { maxItems: number; maxLength: number }) {
  const item = rawText(`${field} items`, { max: opts.maxLength, requiredMessage: `${field} items must be strings` });
  return z
    .union([z.array(item), item], { error: `${field} must be a list of strings` })
    .default([])
    .transform((v) => splitCommaList(Array.isArray(v) ? v.join(',') : v))
    .pipe(z.array(z.string()).max(opts.maxItems, `${field} may have at most ${opts.maxItems} entries`));
}

/** SPEC §5: comma-separated, trimmed, empties dropped. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const VideoScriptRequest = z.object({
  topic,
  platform: z.enum(VIDEO_PLATFORMS, { error: `platform must be one of ${VIDEO_PLATFORMS.join(', ')}` }).default('youtube'),
  target_audience: audience,
  tone: z.enum(VIDEO_TONES, { error: `tone must be one of ${VIDEO_TONES.join(', ')}` }).default('engaging'),
  duration: z.enum(VIDEO_DURATIONS, { error: `duration must be one of ${VIDEO_DURATIONS.join(', ')}` }).default('medium'),
});
export type VideoScriptRequest = z.infer<typeof VideoScriptRequest>;

export const BlogPostRequest = z.object({
  topic,
  target_keywords: commaList('target_keywords', { maxItems: 20, maxLength: 80 }),
  target_audience: audience,
  word_count: z.coerce
    .number({ error: 'word_count must be a number' })
    .int('word_count must be a whole number')
    .min(BLOG_WORDS.min, `word_count must be at least ${BLOG_WORDS.min}`)
    .max(BLOG_WORDS.max, `word_count must be at most ${BLOG_WORDS.max}`)
    .default(BLOG_WORDS.default),
  tone: z.enum(BLOG_TONES, { error: `tone must be one of ${BLOG_TONES.join(', ')}` }).default('professional'),
});
export type BlogPostRequest = z.infer<typeof BlogPostRequest>;

export const SocialPostRequest = z.object({
  topic,
  platform: z.enum(SOCIAL_PLATFORMS, { error: `platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }).default('twitter'),
  tone: z.enum(SOCIAL_TONES, { error: `tone must be one of ${SOCIAL_TONES.join(', ')}` }).default('casual'),
  include_hashtags: z.boolean({ error: 'include_hashtags must be true or false' }).default(true),
});
export type SocialPostRequest = z.infer<typeof SocialPostRequest>;

export const NewsletterRequest = z.object({
  topic,
  target_audience: audience,
  sections: commaList('sections', { maxItems: 12, maxLength: 120 }),
  tone: z.enum(NEWSLETTER_TONES, { error: `tone must be one of ${NEWSLETTER_TONES.join(', ')}` }).default('professional'),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;

export type ContentRequestOf = {
  video_script: VideoScriptRequest;
  blog_post: BlogPostRequest;
  social_media: SocialPostRequest;
  newsletter: NewsletterRequest;
};

export const AiEngineName = z.enum(['offline', 'openai', 'openai-compatible', 'anthropic']);
export type AiEngineName = z.infer<typeof AiEngineName>;

export const GenerationResponse = z.object({
  id: z.string(),
  content: z.string(),
  engine: AiEngineName,
  model: z.string(),
});
export type GenerationResponse = z.infer<typeof GenerationResponse>;

export const HistoryItem = z.object({
  id: z.string(),
  created_at: z.string(),
  content: z.string(),
  engine: AiEngineName,
  model: z.string(),
  metadata: z.object({
    type: ContentType,
    topic: z.string(),
    /** The platform asked for (video scripts and social posts). */
    platform: z.string().optional(),
  }),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const HistoryQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
  /** The id of the last item of the previous page. */
  before: z.uuid({ error: 'before must be an item id' }).optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const HistoryResponse = z.array(HistoryItem);
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/** Server-sent events of a streamed generation (Accept: text/event-stream). */
export type GenerationEvent =
  | { event: 'delta'; data: { text: string } }
  /** The text so far is replaced (after a repair round). */
  | { event: 'replace'; data: { text: string } }
  | { event: 'done'; data: GenerationResponse }
  | { event: 'error'; data: { detail: string; status: number } };
