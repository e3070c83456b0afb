import { createHmac, hkdfSync, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { calculatePKCECodeChallenge } from 'oauth4webapi';
import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../contract/social';
import { demoUsername } from '../../contract/demo-username';
import { classifyHttpFailure, SocialError } from './errors';
import type { PlatformProfile, PlatformTokens, PublishInput, PublishOutcome, SocialPlatformClient } from './port';
import { planPost } from './publish-rules';

/** A demo access token lasts an hour, as many platforms' do, so that refreshing is exercised. */
export const DEMO_TOKEN_SECONDS = 3600;
/** A demo authorization code must be used within this long. */
const CODE_SECONDS = 600;
/** A callback URL (registry.ts's callbackUrl), and the app's address before it. */
const CALLBACK = /^(https?:\/\/[^/?#]+(?:\/[^?#]*)?)\/api\/social\/oauth\/[a-z]+\/callback$/;

interface Identity {
  /** The account's id on the (pretend) platform. */
  sub: string;
  name: string;
}

export interface DemoClientOptions {
  platform: PublishPlatform;
  appUrl: string;
  secretKey: string;
  now?: () => number;
}

type Options<M extends 'authorize' | 'exchange' | 'refresh' | 'profile'> = Parameters<SocialPlatformClient[M]>[0];

const encode = (identity: Identity) => Buffer.from(JSON.stringify(identity)).toString('base64url');

function decode(payload: string): Identity | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Identity>;
    return typeof value.sub === 'string' && typeof value.name === 'string' ? { sub: value.sub, name: value.name } : null;
  } catch {
    return null;
  }
}

/**
 * Inkwell's demo connection to a platform (docs/architecture.md#outside-services): the same OAuth flow as a real platform (state,
 * PKCE, code, tokens that expire and refresh) with an in-app consent page, and publishing that applies
 * the platform's real rules but records the post in Inkwell only: nothing leaves the machine.
 * Codes and tokens are self-contained and signed (HMAC under a key derived from SECRET_KEY): a code is
 * bound to the PKCE challenge of its authorization, so only the callback of that state can redeem it.
 */
export class DemoPlatformClient implements SocialPlatformClient {
  readonly demo = true;
  readonly platform: PublishPlatform;
  private readonly key: Buffer;
  private readonly appUrl: string;
  private readonly now: () => number;

  constructor(opts: DemoClientOptions) {
    this.platform = opts.platform;
    this.appUrl = opts.appUrl;
    this.now = opts.now ?? Date.now;
    this.key = Buffer.from(hkdfSync('sha256', opts.secretKey, Buffer.alloc(0), 'inkwell social demo v1', 32));
  }

  /**
   * The in-app consent page (the web app's /social-accounts/demo-consent), on the address the callback
   * is at: the one the creator started from (modules/social/return-origin.ts), where their session is.
   */
  authorize(opts: Options<'authorize'>): string {
    const query = new URLSearchParams({ platform: this.platform, state: opts.state });
    const base = CALLBACK.exec(opts.redirectUri)?.[1] ?? this.appUrl;
    return `${base}/social-accounts/demo-consent?${query}`;
  }

  /** The consent page's Authorize: a code for the creator, bound to the authorization's PKCE verifier. */
  async issueCode(opts: { codeVerifier: string; userId: string; name: string }): Promise<string> {
    const identity = encode({ sub: this.mac('sub', opts.userId).slice(0, 20), name: opts.name });
    const expires = String(Math.floor(this.now() / 1000) + CODE_SECONDS);
    const challenge = await calculatePKCECodeChallenge(opts.codeVerifier);
    return ['dc', identity, expires, this.mac('code', challenge, identity, expires)].join('.');
  }

  async exchange(opts: Options<'exchange'>): Promise<PlatformTokens> {
    const [kind, identity, expires, mac, ...rest] = opts.code.split('.');
    const refused = new SocialError('invalid', 'The authorization code was not accepted.');
    if (kind !== 'dc' || !identity || !expires || !mac || rest.length > 0) throw refused;
    const challenge = await calculatePKCECodeChallenge(opts.codeVerifier);
    if (!this.verify(mac, 'code', challenge, identity, expires) || Number(expires) * 1000 < this.now()) throw refused;
    return this.issueTokens(identity);
  }

  async refresh(opts: Options<'refresh'>): Promise<PlatformTokens> {
    const identity = this.open('dr', opts.refreshToken);
    if (!identity) throw classifyHttpFailure({ status: 400, oauthError: 'invalid_grant' });
    return this.issueTokens(identity);
  }

  async profile(opts: Options<'profile'>): Promise<PlatformProfile> {
    const payload = this.open('da', opts.tokens.accessToken);
    const identity = payload && decode(payload);
    if (!identity) throw classifyHttpFailure({ status: 401 });
    return { externalId: identity.sub, username: demoUsername(this.platform, identity.name) };
  }

  async publish(input: PublishInput): Promise<PublishOutcome> {
    if (!this.open('da', input.tokens.accessToken)) throw classifyHttpFailure({ status: 401 });
    planPost({ platform: this.platform, text: input.text, media: input.media, thread: input.thread, parts: input.parts });
    // The publication is the post: Inkwell records it under this id and shows it at this address.
    const id = randomUUID();
    return {
      externalId: id,
      url: `${this.appUrl}/publications/${id}`,
      note: `Demo mode: the post was recorded in Inkwell only; nothing was sent to ${PUBLISH_PLATFORM_LABELS[this.platform]}.`,
    };
  }

  /**
   * A demo post exists only once Inkwell has recorded it (the publication is the post), so a call whose
   * answer was lost made nothing: publishing again can never make a second one.
   */
  async findRecent(): Promise<PublishOutcome | null> {
    return null;
  }

  private issueTokens(identity: string): PlatformTokens {
    const expires = Math.floor(this.now() / 1000) + DEMO_TOKEN_SECONDS;
    return {
      accessToken: this.token('da', identity, String(expires)),
      refreshToken: this.token('dr', identity, ''),
      expiresAt: new Date(expires * 1000),
      scope: 'demo.publish',
    };
  }

  private token(kind: 'da' | 'dr', identity: string, expires: string): string {
    const nonce = randomBytes(12).toString('base64url');
    return [kind, identity, expires, nonce, this.mac(kind, identity, expires, nonce)].join('.');
  }

  /** A token's identity payload when it is this platform's, of this kind, unexpired and unforged. */
  private open(kind: 'da' | 'dr', token: string): string | null {
    const [k, identity, expires, nonce, mac, ...rest] = token.split('.');
    if (k !== kind || !identity || expires === undefined || !nonce || !mac || rest.length > 0) return null;
    if (!this.verify(mac, kind, identity, expires, nonce)) return null;
    if (expires && Number(expires) * 1000 < this.now()) return null;
    return identity;
  }

  private mac(...parts: string[]): string {
    return createHmac('sha256', this.key).update([this.platform, ...parts].join('|')).digest('base64url');
  }

  private verify(mac: string, ...parts: string[]): boolean {
    const expected = Buffer.from(this.mac(...parts));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

export function isDemoClient(client: SocialPlatformClient): client is DemoPlatformClient {
  return client instanceof DemoPlatformClient;
}
