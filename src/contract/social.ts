import { z } from 'zod';
import { textProblem } from './text-rule';
import { aboutField } from './field-labels';
import { TARGET_STATES } from './target-states';

/** The platforms a creator connects and publishes to, in the order /social-accounts lists them (docs/product/screens.md#social-accounts). */
export const PUBLISH_PLATFORMS = ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type PublishPlatform = (typeof PUBLISH_PLATFORMS)[number];
export const PublishPlatform = z.enum(PUBLISH_PLATFORMS, { error: aboutField('platform', `must be one of ${PUBLISH_PLATFORMS.join(', ')}`) });

export const PUBLISH_PLATFORM_LABELS: Record<PublishPlatform, string> = {
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** What a post on a platform must carry besides its text. */
export type MediaNeed = 'none' | 'image-or-video' | 'video';

/**
 * Each platform's publishing rules (docs/conventions.md#providers: limits live with the platform), read by the server before it
 * publishes and by the web app to warn before the creator presses Publish. `maxLength` is counted as the
 * platform counts it: X by twitter-text's weighted length (post-length.ts), the others by code points.
 * YouTube's text is a video's description; its title is the first line, at most 100 characters.
 */
export const PUBLISH_RULES: Record<PublishPlatform, { maxLength: number; media: MediaNeed; mediaAllowed: boolean; threads: boolean }> = {
  twitter: { maxLength: 280, media: 'none', mediaAllowed: true, threads: true },
  linkedin: { maxLength: 3000, media: 'none', mediaAllowed: true, threads: false },
  facebook: { maxLength: 63206, media: 'none', mediaAllowed: true, threads: false },
  instagram: { maxLength: 2200, media: 'image-or-video', mediaAllowed: true, threads: false },
  tiktok: { maxLength: 2200, media: 'video', mediaAllowed: true, threads: false },
  youtube: { maxLength: 5000, media: 'video', mediaAllowed: true, threads: false },
};

export const YOUTUBE_TITLE_MAX = 100;

/** Days before `access_ends_at` from which /social-accounts asks the creator to reconnect. */
export const ACCESS_ENDING_WARN_DAYS = 14;

/** `connected`: publishing works. `reconnect`: the platform revoked or expired the access for good. */
export const AccountStatus = z.enum(['connected', 'reconnect']);
export type AccountStatus = z.infer<typeof AccountStatus>;

/** A connected account (docs/product/entities.md#connected-account), plus its status. */
export const ConnectedAccount = z.object({
  platform: PublishPlatform,
  username: z.string(),
  connected_at: z.string(),
  demo_mode: z.boolean(),
  status: AccountStatus,
  /**
   * When the access ends for good: set only when the platform gave no way to renew it (LinkedIn for
   * ordinary apps, after 60 days), so the creator can reconnect before a post fails.
   */
  access_ends_at: z.string().nullable(),
  /**
   * The accounts this connection can publish as, when the platform offers several (the Facebook Pages
   * the creator manages), and the one it publishes as now: chosen with PUT /api/social/accounts/{platform}/target.
   */
  targets: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  target_id: z.string().optional(),
});
export type ConnectedAccount = z.infer<typeof ConnectedAccount>;

export const AccountsResponse = z.object({ connected_accounts: z.array(ConnectedAccount) });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

export const AuthorizationUrlResponse = z.object({ authorization_url: z.string() });
export type AuthorizationUrlResponse = z.infer<typeof AuthorizationUrlResponse>;

export const PlatformParams = z.object({ platform: PublishPlatform });

/** PUT /api/social/accounts/{platform}/target: which of the connection's accounts (a Facebook Page) to publish as. */
export const ChooseTargetRequest = z.object({ target_id: z.string({ error: aboutField('target_id', 'is required') }).min(1, aboutField('target_id', 'is required')).max(200, aboutField('target_id', 'is not one of this connection’s')) });
export type ChooseTargetRequest = z.infer<typeof ChooseTargetRequest>;

/** POST /api/social/demo/authorize: the demo consent page's Authorize button. */
export const DemoAuthorizeRequest = z.object({ platform: PublishPlatform, state: z.string().min(1).max(200) });
export const DemoAuthorizeResponse = z.object({ redirect_url: z.string() });

/** At most this many characters are published in one request (a long LinkedIn or Facebook post fits). */
export const PUBLISH_CONTENT_MAX_CHARS = 63_206;

export const PublishRequest = z.object({
  content: z
    .string({ error: 'No content to publish' })
    .superRefine((s, ctx) => {
      if (s.trim() === '') ctx.addIssue({ code: 'custom', message: 'No content to publish', input: s });
      const problem = textProblem(s, PUBLISH_CONTENT_MAX_CHARS);
      if (problem) ctx.addIssue({ code: 'custom', message: aboutField('content', problem), input: s });
    }),
  platforms: z
    .array(PublishPlatform, { error: 'Please select at least one platform to publish to' })
    .min(1, 'Please select at least one platform to publish to')
    .max(PUBLISH_PLATFORMS.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each platform once.'),
  content_type: z.literal('post', { error: aboutField('content_type', 'must be "post"') }).default('post'),
  /** Uploaded media (POST /api/social/media) to attach. */
  media_ids: z.array(z.uuid({ error: aboutField('media_ids items', 'must be a file uploaded for this post') })).max(4, aboutField('media_ids', 'may be at most 4 files')).default([]),
  /** X only: a post over the limit goes out as a numbered thread. */
  thread: z.boolean().default(false),
  /** The history item published, recorded with each publication. */
  content_id: z.uuid().optional(),
});
export type PublishRequest = z.output<typeof PublishRequest>;

export const PublishResult = z.object({
  platform: PublishPlatform,
  success: z.boolean(),
  /** Still going when the answer was sent: follow it on the post (GET /api/posts/{post_id}). */
  pending: z.boolean().optional(),
  url: z.string().optional(),
  error: z.string().optional(),
  demo_mode: z.boolean().optional(),
});
export type PublishResult = z.infer<typeof PublishResult>;

export const PublishResponse = z.object({
  results: z.array(PublishResult),
  successful_publications: z.number().int(),
  total_platforms: z.number().int(),
  /** The post these publications belong to (GET /api/posts/{post_id}). */
  post_id: z.string().optional(),
});
export type PublishResponse = z.infer<typeof PublishResponse>;

export const MediaKind = z.enum(['image', 'video']);
export const MediaResponse = z.object({ id: z.string(), kind: MediaKind, bytes: z.number().int(), content_type: z.string() });
export type MediaResponse = z.infer<typeof MediaResponse>;

/** GET /api/social/media/usage: the media a creator keeps stored (uploads under way included) and the plan's limit. */
export const MediaUsage = z.object({ used_bytes: z.number().int(), limit_bytes: z.number().int() });
export type MediaUsage = z.infer<typeof MediaUsage>;

/**
 * Bytes as megabytes the way Inkwell shows them ("12.3 MB", "1,024 MB"), rounded down so that storage
 * never looks fuller than it is.
 */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.floor((bytes / (1024 * 1024)) * 10) / 10;
  return `${tenths.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

/**
 * A publication as Inkwell recorded it (a demo post is viewed here, not on the platform): one target of a
 * post, in any of its states.
 */
export const Publication = z.object({
  id: z.string(),
  /** The post it belongs to (GET /api/posts/{post_id}); null once that post was deleted (a published target stays). */
  post_id: z.string().nullable(),
  platform: PublishPlatform,
  status: z.enum(TARGET_STATES),
  content: z.string(),
  url: z.string().nullable(),
  error: z.string().nullable(),
  demo_mode: z.boolean(),
  created_at: z.string(),
  username: z.string(),
});
export type Publication = z.infer<typeof Publication>;
