import { z } from 'zod';
import { aboutField } from './field-labels';
import { PUBLISH_CONTENT_MAX_CHARS, PUBLISH_PLATFORMS, PublishPlatform } from './social';
import { TARGET_STATES, type TargetState } from './target-states';
import { textProblem } from './text-rule';

/**
 * A post (docs/product/posts.md): one piece of content going to one or more platforms, each a target
 * with its own text, media and state (TARGET_STATES, target-states.ts).
 */
export { TARGET_STATES, type TargetState } from './target-states';

/** A target's state in the creator's words (the post page, the dashboard). */
export const TARGET_STATE_LABELS: Record<TargetState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
  needs_reconnect: 'Needs reconnect',
  unknown: 'Outcome unknown',
  cancelled: 'Cancelled',
  missed: 'Missed',
};

/** Targets that will not move again by themselves. */
export const FINAL_TARGET_STATES: readonly TargetState[] = ['published', 'failed', 'needs_reconnect', 'unknown', 'cancelled', 'missed'];

/** A post's own state, derived from its targets'. */
export const POST_STATES = ['draft', 'scheduled', 'publishing', 'published', 'partly_published', 'failed', 'needs_attention', 'cancelled'] as const;
export type PostState = (typeof POST_STATES)[number];

export const POST_STATE_LABELS: Record<PostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  partly_published: 'Partly published',
  failed: 'Failed',
  needs_attention: 'Needs your attention',
  cancelled: 'Cancelled',
};

/**
 * A post's state from its targets' (cancelled ones aside unless all are): publishing while any is,
 * then scheduled, draft; once all are final, published, partly published, failed, or needs_attention
 * when none was published and one waits for the creator (reconnect, outcome unknown).
 */
export function postState(targets: ReadonlyArray<TargetState>): PostState {
  const live = targets.filter((s) => s !== 'cancelled');
  if (live.length === 0) return targets.length === 0 ? 'draft' : 'cancelled';
  if (live.includes('publishing')) return 'publishing';
  if (live.includes('scheduled')) return 'scheduled';
  if (live.every((s) => s === 'draft')) return 'draft';
  const published = live.filter((s) => s === 'published').length;
  if (published === live.length) return 'published';
  if (published > 0) return 'partly_published';
  if (live.some((s) => s === 'needs_reconnect' || s === 'unknown' || s === 'missed')) return 'needs_attention';
  return 'failed';
}

const PostText = z.string().superRefine((s, ctx) => {
  if (s.trim() === '') ctx.addIssue({ code: 'custom', message: 'No content to publish', input: s });
  const problem = textProblem(s, PUBLISH_CONTENT_MAX_CHARS);
  if (problem) ctx.addIssue({ code: 'custom', message: aboutField('text', problem), input: s });
});

const Platforms = z
  .array(PublishPlatform, { error: 'Please select at least one platform to publish to' })
  .min(1, 'Please select at least one platform to publish to')
  .max(PUBLISH_PLATFORMS.length)
  .refine((list) => new Set(list).size === list.length, 'Choose each platform once.')
  // The documented example names platforms, so that a request built from the docs is a valid one.
  .meta({ examples: [['twitter', 'linkedin']] });

const MediaIds = z
  .array(z.uuid({ error: aboutField('media_ids items', 'must be a file uploaded for this post') }))
  .max(4, aboutField('media_ids', 'may be at most 4 files'));

/** Per platform, a text of its own instead of the post's (one piece, each network's text). */
const Variants = z.partialRecord(PublishPlatform, PostText);

/** The most posts an X thread may have. */
export const MAX_THREAD_PARTS = 25;

/**
 * X only: the thread's posts exactly as the creator wrote them ("Prepare for social"), published as
 * they are, in order, each within X's limit. Replaces the X text (and `thread`'s automatic split).
 */
const ThreadParts = z
  .array(PostText)
  .min(2, aboutField('thread_parts', 'must have at least 2 posts (one post is a text, not a thread)'))
  .max(MAX_THREAD_PARTS, aboutField('thread_parts', `may have at most ${MAX_THREAD_PARTS} posts`))
  .meta({ examples: [['1/2 The first post of the thread.', '2/2 The second one.']] });

const ScheduledAt = z.iso
  .datetime({ offset: true, error: aboutField('scheduled_at', 'must be a date and time with its offset, e.g. 2026-12-01T09:00:00+01:00') })
  .meta({ examples: ['2026-12-01T09:00:00+01:00'] });

/** POST /api/posts. Without `scheduled_at` (and without `draft`) the post is published now. */
export const CreatePostRequest = z
  .object({
    content_id: z.uuid({ error: aboutField('content_id', 'must be an item of your history') }).optional(),
    /** The text every platform gets unless `variants` gives it its own; from the history item when absent. */
    text: PostText.optional(),
    platforms: Platforms,
    variants: Variants.optional(),
    /** X only: the thread's posts as written; X must be among the platforms. */
    thread_parts: ThreadParts.optional(),
    media_ids: MediaIds.default([]),
    /** X only: a text over the limit goes out as a numbered thread. */
    thread: z.boolean().default(false),
    scheduled_at: ScheduledAt.optional(),
    /**
     * Instead of `scheduled_at`: each platform's target goes in that platform's next free queue slot
     * (GET /api/schedule). 422 when a chosen platform has no slot.
     */
    queue: z.boolean().default(false).meta({ examples: [false] }),
    /** Kept as a draft: neither published nor scheduled. */
    draft: z.boolean().default(false).meta({ examples: [false] }),
  })
  .refine((body) => !(body.draft && body.scheduled_at), { message: 'A draft has no time: leave out the scheduled time, or do not keep it as a draft.', path: ['scheduled_at'] })
  .refine((body) => !(body.queue && (body.scheduled_at || body.draft)), {
    message: 'Add to the queue, give a time, or keep a draft: one of them.',
    path: ['queue'],
  });
export type CreatePostRequest = z.output<typeof CreatePostRequest>;

/** PATCH /api/posts/{id}: while no target is publishing or done. `scheduled_at: null` makes it a draft again. */
export const UpdatePostRequest = z
  .object({
    text: PostText.optional(),
    platforms: Platforms.optional(),
    variants: Variants.optional(),
    /** X only: the thread's posts as written; null goes back to the X text. */
    thread_parts: ThreadParts.nullable().optional(),
    media_ids: MediaIds.optional(),
    thread: z.boolean().optional(),
    scheduled_at: ScheduledAt.nullable().optional(),
    /** Instead of `scheduled_at`: each target to its platform's next free queue slot. */
    queue: z.literal(true).optional(),
  })
  .refine((body) => !(body.queue && body.scheduled_at !== undefined), { message: 'Add to the queue or give a time: one of them.', path: ['queue'] })
  // Said about the text (a path of its own), so that the refusal reads as written rather than as a malformed body.
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change: send a new text, platforms, variants, media, thread choice or scheduled time.', path: ['text'] });
export type UpdatePostRequest = z.output<typeof UpdatePostRequest>;

/**
 * PATCH /api/posts/{id}/targets/{target_id}: one platform's scheduled target moved to another time (the
 * calendar's drag, or its keyboard "Move"), the post's other platforms staying where they are.
 */
export const RescheduleTargetRequest = z.object({ scheduled_at: ScheduledAt });
export type RescheduleTargetRequest = z.output<typeof RescheduleTargetRequest>;

/** POST /api/posts/{id}/retry: only these platforms' failed targets (all of them when absent). */
export const RetryPostRequest = z
  .object({
    platforms: z
      .array(PublishPlatform)
      .min(1, 'Choose at least one platform to retry, or leave platforms out to retry them all.')
      .max(PUBLISH_PLATFORMS.length)
      .optional()
      .meta({ examples: [['twitter']] }),
  })
  .default({});
export type RetryPostRequest = z.output<typeof RetryPostRequest>;

/** POST /api/posts/{id}/targets/{target_id}/resolve: the creator says what became of an `unknown` target. */
export const ResolveTargetRequest = z.object({
  /** true: it is on the platform (optionally where); false: it is not, publish it again. */
  published: z.boolean({ error: aboutField('published', 'must be true or false') }),
  url: z
    .url({ protocol: /^https?$/, error: aboutField('url', 'must be the post’s web address') })
    .max(2000, aboutField('url', 'must be at most 2000 characters'))
    .optional()
    .meta({ examples: ['https://x.com/maya_lee/status/1800'] }),
});
export type ResolveTargetRequest = z.output<typeof ResolveTargetRequest>;

export const PostsQuery = z.object({
  /** From this time on (inclusive), by the post's time: its first scheduled time, else when it went out, else when it was made. */
  from: z.iso.datetime({ offset: true, error: aboutField('from', 'must be a date and time with its offset') }).optional().meta({ examples: ['2026-12-01T00:00:00Z'] }),
  /** Before this time (exclusive). */
  to: z.iso.datetime({ offset: true, error: aboutField('to', 'must be a date and time with its offset') }).optional().meta({ examples: ['2027-01-01T00:00:00Z'] }),
  status: z.enum(POST_STATES, { error: aboutField('status', `must be one of ${POST_STATES.join(', ')}`) }).optional(),
  platform: PublishPlatform.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PostsQuery = z.output<typeof PostsQuery>;

export const TargetMetrics = z.object({
  impressions: z.number().nullable(),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  shares: z.number().nullable(),
  views: z.number().nullable(),
  fetched_at: z.string().nullable(),
});

export const PostTarget = z.object({
  id: z.string(),
  platform: PublishPlatform,
  state: z.enum(TARGET_STATES),
  /** The text this platform gets (or got: a thread's numbered parts, one after the other). */
  text: z.string(),
  /** Whether the text is this platform's own (a variant) rather than the post's. */
  own_text: z.boolean(),
  /** X: the thread's posts as the creator wrote them (thread_parts); null otherwise. */
  parts: z.array(z.string()).nullable(),
  username: z.string().nullable(),
  url: z.string().nullable(),
  /** In plain words, when it failed, needs reconnecting or its outcome is unknown. */
  error: z.string().nullable(),
  demo_mode: z.boolean(),
  scheduled_at: z.string().nullable(),
  /** The IANA zone the time was chosen in (the creator's then); the web app shows times in the creator's current zone. */
  scheduled_timezone: z.string().nullable(),
  published_at: z.string().nullable(),
  /** Minutes after its time that a scheduled target went out, when more than one (Inkwell was down): the creator is told. */
  late_minutes: z.number().int().nullable(),
  /** Publish calls made for it since it was last sent (tries after a rate limit or an outage included). */
  attempts: z.number().int(),
  /** Once measured (real platforms only). */
  metrics: TargetMetrics.nullable(),
});
export type PostTarget = z.infer<typeof PostTarget>;

export const Post = z.object({
  id: z.string(),
  state: z.enum(POST_STATES),
  content_id: z.string().nullable(),
  text: z.string(),
  media_ids: z.array(z.string()),
  thread: z.boolean(),
  scheduled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  targets: z.array(PostTarget),
});
export type Post = z.infer<typeof Post>;

export const PostsResponse = z.object({ posts: z.array(Post) });
export type PostsResponse = z.infer<typeof PostsResponse>;

/** DELETE /api/posts/{id}: what became of each target. */
export const DeletePostResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Targets already published: they stay on their platforms (Inkwell does not delete them there). */
  still_on_platforms: z.array(PublishPlatform),
});
export type DeletePostResponse = z.infer<typeof DeletePostResponse>;

/** 422 from POST/PATCH /api/posts and POST /api/social/publish: why each refused platform cannot take the post. */
export const PostRefusal = z.object({
  detail: z.string(),
  platforms: z.array(z.object({ platform: PublishPlatform, detail: z.string() })),
});
export type PostRefusal = z.infer<typeof PostRefusal>;
