import type { AuthResponse, User } from '../../contract/auth';
import type { HumanizeResponse } from '../../contract/humanize';
import { buildPlans, type Plan } from '../../contract/plans';
import type { PublicConfig } from '../../contract/public-config';
import { postState, type Post, type PostTarget } from '../../contract/posts';
import type { ConnectedAccount, Publication, PublishResponse } from '../../contract/social';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subscription_tier: 'free',
    created_at: '2026-03-14T10:00:00.000Z',
    lifetime: false,
    has_password: true,
    google_linked: false,
    timezone: 'Europe/London',
    usage_counts: { video_scripts: 0, blog_posts: 0, social_posts: 0, newsletters: 0, summaries: 0, humanizations: 0, transcription_minutes: 0 },
    ...overrides,
  };
}

export function makeAuthResponse(user: User = makeUser(), token = 'token-123'): AuthResponse {
  return { access_token: token, token_type: 'bearer', user };
}

/** The catalogue as the server serves it; tests change it to prove the app reads it rather than hard-coding it. */
export function makePlans(): Plan[] {
  return buildPlans();
}

export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    google_client_id: null,
    contact_form_url: null,
    billing_mode: 'demo',
    ai_engine: 'offline',
    ai_model: 'inkwell-offline-composer',
    max_upload_bytes: 50 * 1024 * 1024,
    transcription: false,
    support_by_email: true,
    ...overrides,
  };
}

/** A blog post's draft as the offline composer might write it, for the humanizer. */
export const DRAFT_TO_HUMANIZE =
  "## Why consistency matters\n\nIn today's fast-paced world, it is important to note that consistency is a game-changer for creators. " +
  'Furthermore, posting on a schedule helps your audience know when to expect you.';

/** The offline humanizer's answer for DRAFT_TO_HUMANIZE. */
export function makeHumanizeResponse(overrides: Partial<HumanizeResponse> = {}): HumanizeResponse {
  return {
    id: 'humanized-1',
    unchanged: false,
    mode: 'natural',
    humanized_text: '## Why consistency matters\n\nConsistency matters for creators. Posting on a schedule helps your audience know when to expect you.',
    engine: 'offline',
    model: 'inkwell-offline-humanizer',
    content_type: 'blog_post',
    source_id: 'piece-1',
    changes: [
      {
        kind: 'phrase',
        before: "In today's fast-paced world, it is important to note that consistency is a game-changer",
        after: 'Consistency matters',
        at: 28,
        why: 'Stock phrasing: plainer words say the same thing.',
      },
      { kind: 'transition', before: 'Furthermore, posting', after: 'Posting', at: 130, why: 'A stacked transition adds nothing here.' },
    ],
    readability: {
      before: { flesch_reading_ease: 38.2, flesch_kincaid_grade: 13.4, words: 37, sentences: 2 },
      after: { flesch_reading_ease: 64.8, flesch_kincaid_grade: 8.1, words: 21, sentences: 2 },
    },
    ...overrides,
  };
}

/** A connected social account, in demo mode unless told otherwise. */
export function makeAccount(overrides: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    platform: 'twitter',
    username: 'ada_lovelace',
    connected_at: '2026-05-02T09:00:00.000Z',
    demo_mode: true,
    access_ends_at: null,
    status: 'connected',
    ...overrides,
  };
}

/** The post of makePublishResponse, makePublication and makePost. */
export const POST_ID = '7a3e9c1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d';

/** POST /api/social/publish's answer: X turned the post down, LinkedIn took it (demo). */
export function makePublishResponse(overrides: Partial<PublishResponse> = {}): PublishResponse {
  return {
    results: [
      { platform: 'twitter', success: false, error: 'Twitter/X refused this post: it is the same as one you posted recently.', demo_mode: true },
      { platform: 'linkedin', success: true, url: 'http://localhost/publications/5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61', demo_mode: true },
    ],
    successful_publications: 1,
    total_platforms: 2,
    post_id: POST_ID,
    ...overrides,
  };
}

/** A demo publication as Inkwell recorded it. */
export function makePublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: '5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61',
    post_id: POST_ID,
    platform: 'linkedin',
    status: 'published',
    content: 'Consistency beats intensity.\n\nShip a little every day. #writing',
    url: 'http://localhost/publications/5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61',
    error: null,
    demo_mode: true,
    created_at: '2026-05-04T10:30:00.000Z',
    username: 'ada-lovelace',
    ...overrides,
  };
}

/** One platform of a post: a demo LinkedIn target, published, unless told otherwise. */
export function makeTarget(overrides: Partial<PostTarget> = {}): PostTarget {
  return {
    id: '5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61',
    platform: 'linkedin',
    state: 'published',
    text: 'Consistency beats intensity.\n\nShip a little every day. #writing',
    own_text: false,
    parts: null,
    username: 'ada-lovelace',
    url: 'http://localhost/publications/5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61',
    error: null,
    demo_mode: true,
    scheduled_at: null,
    scheduled_timezone: null,
    published_at: '2026-05-04T10:30:05.000Z',
    late_minutes: null,
    attempts: 1,
    metrics: null,
    ...overrides,
  };
}

/** A post; its state is the one its targets give (contract postState) unless told otherwise. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const targets = overrides.targets ?? [makeTarget()];
  return {
    id: POST_ID,
    state: postState(targets.map((target) => target.state)),
    content_id: null,
    text: 'Consistency beats intensity.\n\nShip a little every day. #writing',
    media_ids: [],
    thread: false,
    scheduled_at: null,
    created_at: '2026-05-04T10:30:00.000Z',
    updated_at: '2026-05-04T10:30:05.000Z',
    targets,
    ...overrides,
  };
}
