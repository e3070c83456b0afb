import { z } from 'zod';
import { AiEngineName } from './engines';
import { HistoryItem, HistoryType } from './content';
import { aboutField } from './field-labels';
import { PublishPlatform } from './social';
import { textProblem } from './text-rule';

/**
 * The library (every piece a creator made), its editor, versions and "Prepare for social":
 * docs/product/api.md#library. The history answer (SPEC §7) keeps its shape; each item gains the
 * fields below.
 */

/** Where a piece went: the platforms it was published to, and those it is scheduled for. */
export const ContentPublishing = z.object({
  published: z.array(PublishPlatform),
  scheduled: z.array(PublishPlatform),
});
export type ContentPublishing = z.infer<typeof ContentPublishing>;

export const LibraryItem = HistoryItem.extend({
  /** When its text last changed (a new version), or when it was made. */
  updated_at: z.string(),
  /** The number of its current version (1 for a piece never changed). */
  version: z.number().int(),
  /** Words in its current text. */
  words: z.number().int(),
  publishing: ContentPublishing,
});
export type LibraryItem = z.infer<typeof LibraryItem>;

/** The library's status filter: published somewhere, scheduled somewhere, or never published nor scheduled. */
export const LIBRARY_STATUSES = ['published', 'scheduled', 'never'] as const;
export const LibraryStatus = z.enum(LIBRARY_STATUSES, { error: aboutField('status', `must be one of ${LIBRARY_STATUSES.join(', ')}`) });
export type LibraryStatus = z.infer<typeof LibraryStatus>;

const Day = z.iso.date({ error: (issue) => aboutField(String(issue.path?.at(-1) ?? 'date'), 'must be a date, e.g. 2026-11-27') });

/**
 * GET /api/content/history. With `q` the items whose title matches the words come first, then those
 * that match by their text, newest first in each; without, newest first. `before` is the id of the
 * last item of the previous page, under the same filters: the next page follows it exactly.
 */
export const HistoryQuery = z.object({
  limit: z.coerce
    .number({ error: aboutField('limit', 'must be a number') })
    .int(aboutField('limit', 'must be a whole number'))
    .min(1, aboutField('limit', 'must be at least 1'))
    .max(100, aboutField('limit', 'must be at most 100'))
    .default(20),
  /** The id of the last item of the previous page. */
  before: z.uuid({ error: aboutField('before', 'must be an item of your history') }).optional(),
  /** Words to find in the title and body (web-search syntax: "a phrase", -excluded, or). */
  q: z.string().trim().max(200, aboutField('q', 'may be at most 200 characters')).optional().meta({ examples: ['batch filming'] }),
  type: HistoryType.optional(),
  status: LibraryStatus.optional(),
  /** Made on or after this day (UTC). */
  from: Day.optional().meta({ examples: ['2026-11-01'] }),
  /** Made on or before this day (UTC); not before `from`. */
  to: Day.optional().meta({ examples: ['2026-11-30'] }),
  /** The template the piece followed. */
  template: z.string().trim().min(1).max(100).optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const HistoryResponse = z.array(LibraryItem);
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/** What a version came from. */
export const VERSION_SOURCES = ['generated', 'edited', 'humanized', 'variation', 'restored', 'duplicated'] as const;
export const VersionSource = z.enum(VERSION_SOURCES);
export type VersionSource = z.infer<typeof VersionSource>;

export const VERSION_SOURCE_LABELS: Record<VersionSource, string> = {
  generated: 'Generated',
  edited: 'Edited',
  humanized: 'Humanized',
  variation: 'Variation',
  restored: 'Restored',
  duplicated: 'Duplicated',
};

export const ContentVersion = z.object({
  /** 1, 2, 3… in the order they were made. */
  n: z.number().int(),
  source: VersionSource,
  created_at: z.string(),
  content: z.string(),
  words: z.number().int(),
  /** A restored version: the number of the version it copies. */
  restored_from: z.number().int().nullable(),
  /** The engine that wrote it (generated and variation versions); null for a creator's edit. */
  engine: AiEngineName.nullable(),
});
export type ContentVersion = z.infer<typeof ContentVersion>;

/** GET /api/content/{id}/versions: newest first. */
export const ContentVersionsResponse = z.array(ContentVersion);
export type ContentVersionsResponse = z.infer<typeof ContentVersionsResponse>;

/** The longest text a piece may hold (a long blog post is about 40,000). */
export const CONTENT_MAX_CHARS = 100_000;

const ContentText = z.string().superRefine((s, ctx) => {
  // Said of the piece's text, not through the field table (whose `content` is a post's text).
  if (s.trim() === '') ctx.addIssue({ code: 'custom', message: 'A piece cannot be empty: write something before you save.', input: s });
  const problem = textProblem(s, CONTENT_MAX_CHARS);
  if (problem) ctx.addIssue({ code: 'custom', message: `The text ${problem}${/[.!?]$/.test(problem) ? '' : '.'}`, input: s });
});

/**
 * PATCH /api/content/{id}: the new text becomes the current version. `source` says where it came
 * from: the creator's edit (default), a humanized version of this piece (`humanized_id` names it), or
 * an alternative picked from variations. Never counted against a plan's limits.
 */
export const UpdateContentRequest = z
  .object({
    content: ContentText.meta({ examples: ['# A better title\n\nThe edited text.'] }),
    source: z.enum(['edited', 'humanized', 'variation']).default('edited'),
    humanized_id: z.uuid({ error: aboutField('humanized_id', 'must be a humanized version of this piece') }).optional(),
  })
  .refine((body) => (body.source === 'humanized') === (body.humanized_id !== undefined), {
    message: 'A humanized version names its humanized_id, and only it does.',
    path: ['humanized_id'],
  });
export type UpdateContentRequest = z.output<typeof UpdateContentRequest>;

/** DELETE /api/content/{id} and POST /api/content/bulk-delete. */
export const DeleteContentResponse = z.object({
  deleted: z.array(z.string()),
  /** Scheduled posts of the deleted pieces, cancelled before they were deleted. */
  cancelled_posts: z.number().int(),
});
export type DeleteContentResponse = z.infer<typeof DeleteContentResponse>;

export const BulkDeleteRequest = z.object({
  ids: z
    .array(z.uuid({ error: aboutField('ids items', 'must be a piece of your library') }))
    .min(1, 'Choose at least one piece to delete.')
    .max(100, 'Delete at most 100 pieces at a time.')
    .meta({ examples: [['0b7c3a52-5f0e-4d7a-9a3e-2f1c6d8e4b10']] }),
});
export type BulkDeleteRequest = z.infer<typeof BulkDeleteRequest>;

/** POST /api/content/{id}/regenerate: the same request written again, as a new version (one generation). */
export const RegenerateResponse = ContentVersion;

/** POST /api/content/{id}/variations: alternatives to compare, not saved (each counts as one generation). */
export const VariationsRequest = z.object({
  count: z.number().int().min(2, aboutField('count', 'must be 2 or 3')).max(3, aboutField('count', 'must be 2 or 3')).default(3),
  /** The whole piece (social posts), or a video script's hook (its opening). */
  part: z.enum(['whole', 'hook']).default('whole'),
});
export type VariationsRequest = z.output<typeof VariationsRequest>;

export const VariationsResponse = z.object({
  variations: z.array(z.object({ content: z.string() })),
  engine: AiEngineName,
  model: z.string(),
});
export type VariationsResponse = z.infer<typeof VariationsResponse>;

/** POST /api/content/{id}/prepare: the piece's current text made into each platform's own text. */
export const PrepareRequest = z.object({
  platforms: z
    .array(PublishPlatform)
    .min(1, 'Please select at least one platform to publish to')
    .refine((list) => new Set(list).size === list.length, 'Choose each platform once.')
    .meta({ examples: [['twitter', 'linkedin', 'instagram']] }),
  /** X: a numbered thread (default) or one shortened post, when the text is over its limit. */
  twitter: z.enum(['thread', 'single']).default('thread'),
});
export type PrepareRequest = z.output<typeof PrepareRequest>;

export const PreparedText = z.object({
  platform: PublishPlatform,
  /** The text the platform gets (YouTube: the title on the first line, then the description). */
  text: z.string(),
  /** X as a thread: each post of it, in order, numbered; null for one post. */
  parts: z.array(z.string()).nullable(),
  /** The hashtags in the text (kept from the piece or suggested). */
  hashtags: z.array(z.string()),
});
export type PreparedText = z.infer<typeof PreparedText>;

export const PrepareResponse = z.object({
  texts: z.array(PreparedText),
  engine: AiEngineName,
  model: z.string(),
});
export type PrepareResponse = z.infer<typeof PrepareResponse>;
