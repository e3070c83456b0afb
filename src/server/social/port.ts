import type { PublishPlatform } from '../../contract/social';
import type { SocialPlatformSettings } from '../config';

/** Tokens as a platform hands them out; stored encrypted (tokens.ts), never sent to the browser. */
export interface PlatformTokens {
  accessToken: string;
  /** Absent when the platform gives none (LinkedIn for ordinary apps) or did not rotate it. */
  refreshToken?: string;
  /** When the access token stops working; absent when the platform does not say. */
  expiresAt?: Date;
  scope?: string;
}

/** A post's numbers as its platform reports them; null where the platform has no such number. */
export interface PostMetrics {
  impressions: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  views: number | null;
}

/** Who the tokens belong to on the platform. */
export interface PlatformProfile {
  /** The platform's id of the account (or of the Page, for Facebook). */
  externalId: string;
  username: string;
}

/**
 * An account a connection can publish as, with its own tokens: one of the Facebook Pages a creator
 * manages. The creator picks one on /social-accounts; the connection starts with the first.
 */
export interface PlatformTarget extends PlatformProfile {
  tokens: PlatformTokens;
}

/** A media file ready to publish: on disk (uploads) and, for platforms that fetch it, at a signed URL. */
export interface PublishMedia {
  kind: 'image' | 'video';
  contentType: string;
  bytes: number;
  /** Reads the file (a fresh stream each call). */
  open: () => NodeJS.ReadableStream;
  /** A URL under APP_URL the platform can fetch for a limited time (Instagram, TikTok pull-from-URL). */
  publicUrl: string;
}

export interface PublishInput {
  tokens: PlatformTokens;
  profile: PlatformProfile;
  text: string;
  media: PublishMedia[];
  /** X only: the text is over the limit and the creator asked for a numbered thread. */
  thread: boolean;
  /** X only: the thread's posts as the creator wrote them, published as they are (`text` is them joined). */
  parts?: readonly string[] | null;
  signal?: AbortSignal;
}

export interface PublishOutcome {
  externalId: string;
  /** Where the post can be seen; null when the platform does not give one (a TikTok inbox draft). */
  url: string | null;
  /** Something the creator should know (a TikTok post sent as a private draft). */
  note?: string;
}

/**
 * One social platform behind the port (docs/conventions.md#providers): each capability one method, each method
 * one options object; configuration comes in through the constructor, never from process.env. Failures
 * are thrown as SocialError (errors.ts) so that one classifier decides reconnect / retry / invalid.
 */
export interface SocialPlatformClient {
  readonly platform: PublishPlatform;
  /** Whether this client talks to the real platform or is Inkwell's demo connection. */
  readonly demo: boolean;
  /** The consent page's URL: state bound to the user, PKCE S256 where the platform supports it. */
  authorize(opts: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** The authorization code from the callback, for tokens. */
  exchange(opts: { code: string; codeVerifier: string; redirectUri: string; signal?: AbortSignal }): Promise<PlatformTokens>;
  /** New tokens from a refresh token. */
  refresh(opts: { refreshToken: string; signal?: AbortSignal }): Promise<PlatformTokens>;
  profile(opts: { tokens: PlatformTokens; signal?: AbortSignal }): Promise<PlatformProfile>;
  publish(opts: PublishInput): Promise<PublishOutcome>;
  /**
   * The accounts these tokens (from `exchange`) can publish as, each with its own tokens, for platforms
   * where a login manages several (Facebook Pages); empty when there is none. Without this capability
   * the tokens publish as `profile` says.
   */
  targets?(opts: { tokens: PlatformTokens; signal?: AbortSignal }): Promise<PlatformTarget[]>;
  /** Gives the access back at the platform, where it has an endpoint for it; best effort. */
  revoke?(opts: { tokens: PlatformTokens; signal?: AbortSignal }): Promise<void>;
  /**
   * A published post's numbers now, by the `externalId` its `publish` returned: each one the platform
   * reports for that post, `null` for those it does not (never a made-up 0). Throws SocialError:
   * `gone` when the post no longer exists at the platform, `reconnect` (expired or revoked token),
   * `retry` (429 with `retryAfterSeconds` when the platform says), `invalid` when the connection lacks
   * the permission to read numbers (an account connected before the scope was asked for).
   */
  metrics?(opts: { tokens: PlatformTokens; profile: PlatformProfile; externalId: string; signal?: AbortSignal }): Promise<PostMetrics>;
  /**
   * "Did it publish?" after a publish call that ended without an answer (a timeout, a dropped connection,
   * a killed instance): the post this account published since `since` whose text matches `text`, as
   * `publish` would have answered it, or null when the platform lists none. Texts are compared on their
   * first ~100 characters, normalised: whitespace collapsed, links left out (X swaps them for t.co
   * links), the platform's own escaping undone; an X thread is found by its first part.
   *
   * Null means the platform's list would show the post were it there, so publishing again cannot make a
   * duplicate. Where a missing post proves nothing (TikTok lists public videos only; YouTube's uploads
   * list can lag behind an upload) the client throws `invalid` instead of answering null, so that the
   * creator decides. Other failures are thrown as SocialError like the other calls. A call still running
   * at the platform can land after the look-up: ask once the publish call's own timeout has passed.
   * Platforms without a way to list an account's posts (LinkedIn, without partner access) lack it.
   */
  findRecent?(opts: { tokens: PlatformTokens; profile: PlatformProfile; since: Date; text: string; signal?: AbortSignal }): Promise<PublishOutcome | null>;
}

/** A real platform's app registration (config.ts), with the time one call to it may take. */
export interface PlatformCredentials extends SocialPlatformSettings {
  /** Milliseconds one call to the platform may take. */
  timeoutMs: number;
}

/** Builds a platform's real client from its credentials (src/server/social/platforms/). */
export type PlatformClientFactory = (credentials: PlatformCredentials) => SocialPlatformClient;
