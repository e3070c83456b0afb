import { HISTORY_TYPES } from '../../contract/content-kinds';
import { TARGET_STATES } from '../../contract/posts';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../contract/social';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VERSION_SOURCES } from '../../contract/library';
import { EMOJI_HABITS, HASHTAG_HABITS } from '../../contract/voices';
import { AI_PROVIDERS, AI_USES } from '../../contract/ai-settings';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's full-text document type (Drizzle has none); only ever written by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  /** Always trimmed and lower-cased before it is stored. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** Null for accounts that only sign in with Google. */
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  subscriptionTier: text('subscription_tier', { enum: ['free', 'basic', 'pro', 'enterprise'] }).notNull().default('free'),
  lifetime: boolean('lifetime').notNull().default(false),
  /** The creator's IANA time zone (a profile setting); null until their browser first told it. */
  timezone: text('timezone'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const usage = pgTable(
  'usage',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Calendar month in UTC, 'YYYY-MM'. */
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.kind] })],
);

/**
 * Units of usage taken and not yet settled: a generation in progress. Taken with the count in one
 * transaction; settled (deleted) with the saved item, or refunded, in another. An instance that dies
 * in between leaves its row behind, and the row is refunded once it is older than any generation can
 * last (modules/usage), so a crash never leaves usage counted for an item that was not saved.
 */
export const usageReservations = pgTable(
  'usage_reservations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_reservations_created_idx').on(t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});


/** A user's paid subscription, one row per user (docs/product/entities.md#stored-data). The tier itself lives on users. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id').unique(),
  tier: text('tier', { enum: ['free', 'basic', 'pro', 'enterprise'] }).notNull(),
  /** The provider's status: active, trialing, past_due, canceled, incomplete, unpaid… */
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The id in /success?session_id=…: the provider's own (cs_… for Stripe, demo_cs_… for demo). */
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['free', 'basic', 'pro', 'enterprise'] }).notNull(),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    /**
     * unpaid (open), paid (applied), expired (superseded by a newer checkout or expired at the
     * provider), refunding (refused at completion; the refund is under way), refunded (refused at
     * completion: the plan was not changed and the payment was refunded). See docs/decisions/004.
     */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** The provider's subscription this checkout produced, once it completed. */
    subscriptionId: text('subscription_id'),
    /** Why it ended as it did (expired, refunded), in words for the buyer. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_user_id_idx').on(t.userId)],
);

/**
 * At most one checkout per user is being opened at any moment, across instances (docs/decisions/004).
 * A row is a lease: taken in one statement while absent or expired, deleted by its holder when done;
 * an instance that dies while holding one only blocks that user's checkouts until expires_at.
 */
export const checkoutLeases = pgTable('checkout_leases', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Provider events already handled, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every generated piece, the caller's history (newest first). */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A text column: a new kind in the contract's list needs no migration. */
    type: text('type', { enum: HISTORY_TYPES }).notNull(),
    topic: text('topic').notNull(),
    request: jsonb('request').notNull(),
    body: text('body').notNull(),
    /**
     * Words in `body` for analytics, counted by the database as it stores the row: runs of letters and
     * digits, with inner apostrophes and hyphens ("it's", "déjà-vu"); Markdown marks are not words.
     */
    words: integer('words')
      .notNull()
      .generatedAlwaysAs(sql`regexp_count(body, '[[:alnum:]]+([''’-][[:alnum:]]+)*')`),
    engine: text('engine', { enum: ['offline', 'openai', 'openai-compatible', 'anthropic'] }).notNull(),
    model: text('model').notNull(),
    /** The number of its current version (content_versions.n); `body` is that version's text. */
    version: integer('version').notNull().default(1),
    /** When `body` last changed (a new version), or when it was made. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The library's search document, kept by the database: the topic (weight A) and the text (B), in
     * the 'english' configuration (stems, no stop words). Searched with websearch_to_tsquery, GIN-indexed.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english'::regconfig, topic), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')`),
    /**
     * The title's own search document ('english', as `search`), small enough to be kept in the row: the
     * library lists title matches first (modules/library/history-query.ts), which it tells apart
     * without reading the whole text's document.
     */
    topicSearch: tsvector('topic_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, topic)`),
    createdAt: createdAt(),
  },
  // In the order history reads it (modules/library/history-query.ts): created_at is NOT NULL, and the
  // NULLS FIRST that DESC implies in PostgreSQL is spelled out so the query and the index agree.
  // Migration 0009 adds INCLUDE (type, words) for analytics' index-only reads (Drizzle has no INCLUDE).
  (t) => [
    index('contents_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contents_search_idx').using('gin', t.search),
    index('contents_topic_search_idx').using('gin', t.topicSearch),
    // The template filter, newest first, in the order the library reads it.
    index('contents_user_template_idx').on(t.userId, sql`(${t.request}->>'template')`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Every version of a piece's text, 1, 2, 3… (contract/library.ts ContentVersion): made by a generation,
 * an edit, a humanization, a picked variation, a restore or a duplicate. Never changed once written.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    contentId: uuid('content_id').notNull().references(() => contents.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: VERSION_SOURCES }).notNull(),
    body: text('body').notNull(),
    words: integer('words')
      .notNull()
      .generatedAlwaysAs(sql`regexp_count(body, '[[:alnum:]]+([''’-][[:alnum:]]+)*')`),
    /** A restored version: the version it copies. */
    restoredFrom: integer('restored_from'),
    /** A humanized version: the humanized history item it came from. */
    humanizedId: uuid('humanized_id').references(() => contents.id, { onDelete: 'set null' }),
    /** The engine that wrote it (generated and variation versions); null for a creator's edit. */
    engine: text('engine', { enum: ['offline', 'openai', 'openai-compatible', 'anthropic'] }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.n] })],
);

/**
 * A creator's connected account on a platform, one per platform (docs/product/entities.md#stored-data). Tokens are sealed with
 * AES-256-GCM (social/token-box.ts), never stored or logged as text.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PUBLISH_PLATFORMS }).notNull(),
    /** The platform's id of the account (or of the Page, for Facebook). */
    externalId: text('external_id').notNull(),
    username: text('username').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    /** Absent when the platform gives none (LinkedIn for ordinary apps). */
    refreshTokenEnc: text('refresh_token_enc'),
    /** When the access token stops working; null when the platform does not say. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scope: text('scope'),
    /**
     * The accounts this connection can publish as, when the platform offers several (Facebook Pages):
     * a JSON list with each one's tokens, sealed like the tokens. The connected one is `external_id`.
     */
    targetsEnc: text('targets_enc'),
    demoMode: boolean('demo_mode').notNull(),
    /** `reconnect`: the platform revoked or expired the access for good. */
    status: text('status', { enum: ['connected', 'reconnect'] }).notNull().default('connected'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_accounts_user_platform_idx').on(t.userId, t.platform)],
);

/**
 * An OAuth authorization under way: single use, 10 minutes. Only the state's SHA-256 is kept, and
 * the PKCE verifier is sealed, so a read of this table cannot complete anyone's connection.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PUBLISH_PLATFORMS }).notNull(),
    pkceVerifierEnc: text('pkce_verifier_enc').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_user_id_idx').on(t.userId)],
);

/** A file uploaded to publish with a post; the bytes are in the media storage under `storage_key`. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
    /** When a post was first published with it; null while unused (removed after a day: jobs/media-cleanup.ts). */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('media_uploads_user_id_idx').on(t.userId),
    index('media_uploads_unattached_idx').on(t.createdAt).where(sql`attached_at is null`),
  ],
);

/**
 * A post (contract/posts.ts): one piece of content going to one or more platforms. Its targets are its
 * rows in `publications`; its state is derived from theirs.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The history item published, when it came from one. */
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    /** The text every target gets unless it has its own. */
    text: text('text').notNull(),
    mediaIds: jsonb('media_ids').$type<string[]>().notNull().default([]),
    thread: boolean('thread').notNull().default(false),
    /**
     * The usage month ('YYYY-MM') whose social-post quota this post took a unit of when it was scheduled;
     * null when it took none (published now, a draft) or the unit was given back (cancelled before it ran).
     */
    quotaPeriod: text('quota_period'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A post's target on one platform, with its outcome (the creator's publishing history). A target's
 * state lives here; the job layer's publish job only moves it (docs/decisions/018-job-layer.md).
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The post it belongs to (migration 0012 made one for each earlier publish). */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** The history item published, when it came from one. */
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: PUBLISH_PLATFORMS }).notNull(),
    status: text('status', { enum: TARGET_STATES }).notNull(),
    /** Whether `content` is this platform's own text (a variant) rather than the post's. */
    ownText: boolean('own_text').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The IANA zone `scheduled_at` was chosen in (the creator's then). */
    scheduledTz: text('scheduled_tz'),
    /** When the creator was e-mailed that this scheduled target's account needs reconnecting (once). */
    reconnectWarnedAt: timestamp('reconnect_warned_at', { withTimezone: true }),
    /** When it went out (published) or ended (failed); null before. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Raised whenever its text, time or state is changed by the creator: a job for an older version does nothing. */
    version: integer('version').notNull().default(0),
    /** Publish calls made; set with `attemptStartedAt` before each call. */
    attempts: integer('attempts').notNull().default(0),
    /** When the call now under way started; null when none is (the unknown-outcome rule reads it). */
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    /** Refreshed by the instance making the call while it waits; a stale one means the instance is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The text as it went out (a thread's numbered parts, one after the other). */
    content: text('content').notNull(),
    /** X: the thread's posts exactly as the creator wrote them (thread_parts), published as they are; null otherwise. */
    parts: jsonb('parts').$type<string[]>(),
    /** The account's username then; null when no account was connected. */
    username: text('username'),
    externalId: text('external_id'),
    url: text('url'),
    error: text('error'),
    demoMode: boolean('demo_mode').notNull(),
    createdAt: createdAt(),
  },
  // Migration 0009 adds INCLUDE (platform, status) for analytics' index-only reads (Drizzle has no INCLUDE).
  (t) => [
    index('publications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('publications_post_idx').on(t.postId),
    // The library's "where it went" and its status filter, per piece.
    index('publications_content_idx').on(t.contentId, t.status).where(sql`content_id is not null`),
    // The recovery job's look for runs that stopped and for due targets without a job.
    index('publications_live_idx').on(t.status, t.scheduledAt).where(sql`status in ('scheduled', 'publishing')`),
  ],
);

/**
 * A real publication's numbers from its platform (analytics), and when to ask again: the table is the
 * metrics job's queue (jobs/metrics-refresh.ts claims due rows with FOR UPDATE SKIP LOCKED). A demo
 * publication has no row: its numbers are unknown, never 0.
 */
export const publicationMetrics = pgTable(
  'publication_metrics',
  {
    publicationId: uuid('publication_id')
      .primaryKey()
      .references(() => publications.id, { onDelete: 'cascade' }),
    /** The publication's user, platform and time, copied so that the best-time read needs no join. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PUBLISH_PLATFORMS }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }),
    likes: bigint('likes', { mode: 'number' }),
    comments: bigint('comments', { mode: 'number' }),
    shares: bigint('shares', { mode: 'number' }),
    views: bigint('views', { mode: 'number' }),
    /** `pending`: not fetched yet. `measured`: numbers above. `gone`: deleted at the platform (last numbers kept). `unavailable`: the platform gives none. */
    state: text('state', { enum: ['pending', 'measured', 'gone', 'unavailable'] }).notNull().default('pending'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** When the job asks the platform next; null: never again. */
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }),
    /** Failures in a row, for the back-off; 0 after a success. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('publication_metrics_due_idx').on(t.platform, t.nextFetchAt).where(sql`next_fetch_at is not null`),
    // The latest measured posts of a user, newest first (analytics' best time to post).
    index('publication_metrics_user_measured_idx').on(t.userId, t.publishedAt.desc()).where(sql`fetched_at is not null`),
  ],
);

/**
 * An Enterprise API key (issue 14): only the SHA-256 of the key is kept; the key itself is shown once.
 * `prefix` (the key's first characters) is what the Developers page lists it by.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId, t.createdAt.desc())],
);

/** An outbound webhook endpoint (issue 14): where the chosen events are delivered, signed with `secret`. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event names it receives (a JSON list). */
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret, sealed like the social tokens (it must be read back to sign). */
    secretEnc: text('secret_enc').notNull(),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * One event to one endpoint, and the queue the delivery job claims from: `pending` rows whose
 * `next_attempt_at` has come are sent (under a lease), retried with back-off until `succeeded` or `failed`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event's own id (the same in every delivery of it), sent as `webhook-id`. */
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    /** The exact JSON body sent (and signed). */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** A Help page request (issue 14): stored, mailed to SUPPORT_EMAIL, priority for paid plans. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    priority: boolean('priority').notNull(),
    /** The plan when it was sent. */
    tier: text('tier').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] }).notNull().default('open'),
    /** When the mail to SUPPORT_EMAIL went out; null while it has not. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A platform that said "rate limited": nothing is sent to it before `until`, by any instance (the
 * publish and engagement jobs read it; social/platform-pause.ts).
 */
export const platformPauses = pgTable('platform_pauses', {
  platform: text('platform', { enum: PUBLISH_PLATFORMS }).primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One generation or event stream a creator has under way, held by one instance (modules/content/
 * shared-slots.ts): the per-creator caps are counted here, so that they hold across every instance. A row
 * is a lease: its instance renews `expires_at` while it runs, so the rows of an instance that died stop
 * counting within a minute (docs/operations/shared-state.md).
 */
export const activitySlots = pgTable(
  'activity_slots',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['generation', 'stream'] }).notNull(),
    /** Which process holds it: renewed by that process, deleted when it closes. */
    instance: text('instance').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('activity_slots_user_kind_idx').on(t.userId, t.kind), index('activity_slots_instance_idx').on(t.instance)],
);

/**
 * A creator's weekly queue slots (docs/product/scheduling.md): local times in the creator's zone
 * (users.timezone), never minutes after UTC midnight, so that 09:00 stays 09:00 across daylight saving.
 * PUT /api/schedule replaces them all.
 */
export const queueSlots = pgTable(
  'queue_slots',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday. */
    weekday: integer('weekday').notNull(),
    /** HH:MM, local. */
    localTime: text('local_time').notNull(),
    /** The platforms it is for; empty: every platform. */
    platforms: jsonb('platforms').$type<PublishPlatform[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('queue_slots_user_time_idx').on(t.userId, t.weekday, t.localTime)],
);

/**
 * A creator's brand voices (docs/product/voices.md): how they sound, applied to the drafts they pick it
 * for. At most one per creator is the default (a partial unique index); the plan caps how many they keep.
 */
export const voices = pgTable(
  'voices',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    samples: jsonb('samples').$type<string[]>().notNull().default([]),
    avoid: jsonb('avoid').$type<string[]>().notNull().default([]),
    prefer: jsonb('prefer').$type<string[]>().notNull().default([]),
    emoji: text('emoji', { enum: EMOJI_HABITS }).notNull().default('sparing'),
    hashtags: text('hashtags', { enum: HASHTAG_HABITS }).notNull().default('platform'),
    ownHashtags: jsonb('own_hashtags').$type<string[]>().notNull().default([]),
    signOff: text('sign_off').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voices_user_idx').on(t.userId),
    uniqueIndex('voices_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * The owner's AI settings (docs/product/ai-settings.md): one row, id 'default'. The key is sealed like
 * the social tokens (token-box.ts, context `ai_settings.api_key`); environment settings win over it.
 */
export const aiSettings = pgTable('ai_settings', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: AI_PROVIDERS }).notNull(),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull(),
  apiKeySealed: text('api_key_sealed'),
  /** Last four characters of the key, shown to tell keys apart. */
  apiKeyHint: text('api_key_hint'),
  use: text('use', { enum: AI_USES }).notNull().default('model'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
