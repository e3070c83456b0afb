import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from 'oauth4webapi';
import type { SuccessResponse } from '../../../contract/errors';
import {
  PUBLISH_PLATFORM_LABELS,
  PUBLISH_PLATFORMS,
  type AccountsResponse,
  type AuthorizationUrlResponse,
  type ConnectedAccount,
  type PublishPlatform,
} from '../../../contract/social';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { oauthStates, socialAccounts, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashToken } from '../../lib/tokens';
import type { AccountTokens } from '../../social/account-tokens';
import { isDemoClient } from '../../social/demo';
import { SocialError } from '../../social/errors';
import type { PlatformProfile, PlatformTarget, PlatformTokens } from '../../social/port';
import { callbackUrl, type PlatformClients } from '../../social/registry';
import { TokenBoxError, type TokenBox } from '../../social/token-box';
import { assertAccountRoom } from './account-limit';
import { openTargets, sealTargets } from './account-targets';
import { cookieMatchesState } from './connect-cookie';
import { returnBase, type SeenOrigin } from './return-origin';

/** How long a creator has to finish a connection at the platform (docs/product/api.md). */
export const STATE_TTL_MS = 10 * 60_000;

export interface SocialServiceDeps {
  db: Db;
  clients: PlatformClients;
  tokens: AccountTokens;
  box: TokenBox;
  appUrl: string;
  log: FastifyBaseLogger;
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** A started connection: where to send the creator, and the state's hash for the browser's cookie. */
export interface StartedConnection extends AuthorizationUrlResponse {
  stateHash: string;
}

/** A failed connection, in short safe words for /social-accounts?oauth_error= (never a provider's text). */
class ConnectFailure extends Error {}

const CONNECT = {
  unknownState: 'The connection request was not recognised. Please try connecting again.',
  expiredState: 'The connection request expired. Please try connecting again.',
  usedState: 'This connection request was already used. Please try connecting again.',
  otherBrowser: 'This connection was started in another browser or session, so nothing was connected. Start it again from this page.',
  otherPlatform: 'The connection request was for another platform. Please try connecting again.',
  declined: 'You declined the connection.',
  notGranted: 'The platform did not grant access. Please try connecting again.',
  noCode: 'The platform sent no authorization code. Please try connecting again.',
  refused: 'The platform did not accept the authorization. Please try connecting again.',
  noTargets: 'This account manages nothing Inkwell can publish to (on Facebook, a Page with content rights). Please create one or get access to one, then connect again.',
  unavailable: 'The platform did not answer. Please try again in a few minutes.',
  failed: 'Something went wrong while connecting. Please try again.',
} as const;

const stateContext = (stateHash: string) => `oauth_states:${stateHash}`;

/** Connecting and disconnecting accounts: the OAuth flow (real or demo) and the account list. */
export class SocialService {
  private readonly connected = new Set<(userId: string, platform: PublishPlatform) => Promise<void>>();

  constructor(private readonly deps: SocialServiceDeps) {}

  /**
   * Told once an account is (re)connected and saved: the posts module resumes the scheduled posts that
   * waited for it. A listener's failure is logged; the connection stands.
   */
  onConnected(listener: (userId: string, platform: PublishPlatform) => Promise<void>): void {
    this.connected.add(listener);
  }

  async accounts(userId: string): Promise<AccountsResponse> {
    const rows = await this.deps.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    rows.sort((a, b) => PUBLISH_PLATFORMS.indexOf(a.platform) - PUBLISH_PLATFORMS.indexOf(b.platform));
    return {
      connected_accounts: rows.map((row) => ({
        platform: row.platform,
        username: row.username,
        connected_at: row.connectedAt.toISOString(),
        demo_mode: row.demoMode,
        access_ends_at: row.expiresAt && !row.refreshTokenEnc ? row.expiresAt.toISOString() : null,
        // A demo connection to a platform since configured for real (or the other way) must be made again.
        status: row.status === 'connected' && row.demoMode === this.deps.clients[row.platform].demo ? 'connected' : 'reconnect',
        ...this.targetChoice(row),
      })),
    };
  }

  /** The accounts a connection can publish as, and the current one, when it has several to choose from. */
  private targetChoice(row: typeof socialAccounts.$inferSelect): Pick<ConnectedAccount, 'targets' | 'target_id'> {
    if (!row.targetsEnc) return {};
    try {
      const targets = openTargets(this.deps.box, row);
      return { targets: targets.map((target) => ({ id: target.externalId, name: target.username })), target_id: row.externalId };
    } catch (err) {
      // Sealed under another SECRET_KEY: the list cannot be offered (the tokens will ask for a reconnect).
      if (err instanceof TokenBoxError) return {};
      throw err;
    }
  }

  /** Switches the connection to another of its targets (another Facebook Page): its id, name and tokens. */
  async chooseTarget(userId: string, platform: PublishPlatform, targetId: string): Promise<SuccessResponse> {
    const label = PUBLISH_PLATFORM_LABELS[platform];
    const { db, box, clients, tokens } = this.deps;
    const [row] = await db.select().from(socialAccounts).where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.platform, platform)));
    if (!row) throw new HttpError(404, `Your ${label} account is not connected.`);
    if (!clients[platform].targets || row.demoMode !== clients[platform].demo) {
      throw new HttpError(409, `${label} connections publish as the account that connected: there is nothing to choose.`);
    }
    const target = openTargets(box, row).find((candidate) => candidate.externalId === targetId);
    if (!target) throw new HttpError(404, `target_id is not one of the accounts your ${label} connection can publish as.`);
    await db
      .update(socialAccounts)
      .set({ externalId: target.externalId, username: target.username, ...tokens.seal(row, target.tokens), updatedAt: new Date() })
      .where(eq(socialAccounts.id, row.id));
    return { success: true, message: `${label} posts now go to ${target.username}.` };
  }

  /**
   * The platform's consent page for this creator: a fresh single-use state and PKCE verifier, 10 minutes.
   * `seen` is where the creator has Inkwell open (return-origin.ts): a demo connection returns there,
   * a real one only to APP_URL (refused with what to do when the creator is elsewhere).
   */
  async startConnect(user: UserRow, platform: PublishPlatform, seen: SeenOrigin | null = null): Promise<StartedConnection> {
    const { db, box, clients, appUrl } = this.deps;
    const base = returnBase({ appUrl, seen, platform, demo: clients[platform].demo });
    await assertAccountRoom(db, { userId: user.id, tier: user.subscriptionTier, platform });
    const state = randomBytes(32).toString('base64url');
    const stateHash = hashToken(state);
    const verifier = generateRandomCodeVerifier();
    await db.delete(oauthStates).where(and(eq(oauthStates.userId, user.id), lt(oauthStates.expiresAt, new Date())));
    await db.insert(oauthStates).values({
      stateHash,
      userId: user.id,
      platform,
      pkceVerifierEnc: box.seal(verifier, stateContext(stateHash)),
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    const codeChallenge = await calculatePKCECodeChallenge(verifier);
    return { authorization_url: clients[platform].authorize({ state, codeChallenge, redirectUri: callbackUrl(base, platform) }), stateHash };
  }

  /**
   * The demo consent page's Authorize: the callback URL with a code, for a live state of this creator,
   * on the address the consent page is open at (the one the start chose), where the connection's cookie is.
   */
  async demoAuthorize(
    user: UserRow,
    opts: { platform: PublishPlatform; state: string; seen?: SeenOrigin | null },
  ): Promise<{ redirect_url: string }> {
    const { db, box, clients, appUrl } = this.deps;
    const client = clients[opts.platform];
    const label = PUBLISH_PLATFORM_LABELS[opts.platform];
    if (!isDemoClient(client)) throw new HttpError(400, `${label} is connected through its real API here, not in demo mode.`);
    const base = returnBase({ appUrl, seen: opts.seen ?? null, platform: opts.platform, demo: true });
    const stateHash = hashToken(opts.state);
    const [row] = await db
      .select()
      .from(oauthStates)
      .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.userId, user.id), eq(oauthStates.platform, opts.platform)));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(400, 'This connection request has expired or was already used. Start again from Social Accounts.');
    }
    const code = await client.issueCode({ codeVerifier: box.open(row.pkceVerifierEnc, stateContext(stateHash)), userId: user.id, name: user.name });
    return { redirect_url: `${callbackUrl(base, opts.platform)}?${new URLSearchParams({ code, state: opts.state })}` };
  }

  /**
   * The platform's redirect back: the state first (known, live, unused, this platform; used up here,
   * atomically), then the browser (its cookie must name this state, or the link was opened by someone
   * other than the creator who started it: the state stays used up, so it cannot be tried again), then
   * the code for tokens with the state's PKCE verifier, the profile, and the account saved within the
   * plan's limit. Answers where to send the browser.
   */
  async finishConnect(opts: { platform: PublishPlatform; query: CallbackQuery; cookie: string | undefined }): Promise<string> {
    const { platform, query } = opts;
    try {
      const state = await this.consumeState(platform, query.state);
      if (!cookieMatchesState(opts.cookie, state.stateHash)) {
        this.deps.log.warn({ platform }, 'a connection was completed in a browser that did not start it; nothing was connected');
        throw new ConnectFailure(CONNECT.otherBrowser);
      }
      if (query.error) throw new ConnectFailure(query.error === 'access_denied' ? CONNECT.declined : CONNECT.notGranted);
      if (!query.code) throw new ConnectFailure(CONNECT.noCode);
      const client = this.deps.clients[platform];
      const redirectUri = callbackUrl(this.deps.appUrl, platform);
      const codeVerifier = this.deps.box.open(state.pkceVerifierEnc, stateContext(state.stateHash));
      const tokens = await client.exchange({ code: query.code, codeVerifier, redirectUri });
      if (client.targets) {
        // A login that manages several accounts (Facebook Pages): the first is connected, the creator may switch.
        const targets = await client.targets({ tokens });
        const [first] = targets;
        if (!first) throw new ConnectFailure(CONNECT.noTargets);
        await this.saveAccount({ userId: state.userId, platform, tokens: first.tokens, profile: first, targets, demo: client.demo });
      } else {
        const profile = await client.profile({ tokens });
        await this.saveAccount({ userId: state.userId, platform, tokens, profile, demo: client.demo });
      }
      await this.announceConnected(state.userId, platform);
      return `/social-accounts?${new URLSearchParams({ oauth_success: 'true', platform })}`;
    } catch (err) {
      return `/social-accounts?${new URLSearchParams({ oauth_error: this.connectMessage(platform, err), platform })}`;
    }
  }

  private connectMessage(platform: PublishPlatform, err: unknown): string {
    if (err instanceof ConnectFailure) return err.message;
    if (err instanceof HttpError && err.statusCode === 403) return err.detail;
    if (err instanceof SocialError) {
      this.deps.log.warn({ platform, kind: err.kind, status: err.opts.status }, 'connecting an account failed at the platform');
      return err.kind === 'retry' ? CONNECT.unavailable : CONNECT.refused;
    }
    this.deps.log.error({ err, platform }, 'connecting an account failed');
    return CONNECT.failed;
  }

  private async consumeState(platform: PublishPlatform, state: string | undefined) {
    if (!state) throw new ConnectFailure(CONNECT.unknownState);
    const { db } = this.deps;
    const stateHash = hashToken(state);
    const now = new Date();
    // One statement marks it used: of two callbacks with the same state, one gets the row.
    const [row] = await db
      .update(oauthStates)
      .set({ usedAt: now })
      .where(
        and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.platform, platform), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)),
      )
      .returning();
    if (row) return row;
    const [seen] = await db.select().from(oauthStates).where(eq(oauthStates.stateHash, stateHash));
    if (!seen) throw new ConnectFailure(CONNECT.unknownState);
    if (seen.platform !== platform) throw new ConnectFailure(CONNECT.otherPlatform);
    throw new ConnectFailure(seen.usedAt ? CONNECT.usedState : CONNECT.expiredState);
  }

  /** Saves the account, checking the plan's limit under the user's row lock so that two callbacks cannot both take the last place. */
  private async announceConnected(userId: string, platform: PublishPlatform): Promise<void> {
    for (const listener of this.connected) {
      try {
        await listener(userId, platform);
      } catch (err) {
        this.deps.log.error({ err, platform }, 'a listener of a new connection failed');
      }
    }
  }

  private async saveAccount(opts: {
    userId: string;
    platform: PublishPlatform;
    tokens: PlatformTokens;
    profile: PlatformProfile;
    /** Kept (sealed) only when there is a choice. */
    targets?: PlatformTarget[];
    demo: boolean;
  }) {
    const { userId, platform, profile } = opts;
    await this.deps.db.transaction(async (tx) => {
      const [user] = await tx.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId)).for('no key update');
      if (!user) throw new ConnectFailure(CONNECT.failed);
      await assertAccountRoom(tx, { userId, tier: user.tier, platform });
      const now = new Date();
      const values = {
        externalId: profile.externalId,
        username: profile.username,
        ...this.deps.tokens.seal({ userId, platform }, opts.tokens),
        targetsEnc: opts.targets && opts.targets.length > 1 ? sealTargets(this.deps.box, { userId, platform }, opts.targets) : null,
        demoMode: opts.demo,
        status: 'connected' as const,
        connectedAt: now,
        updatedAt: now,
      };
      await tx
        .insert(socialAccounts)
        .values({ id: randomUUID(), userId, platform, ...values })
        .onConflictDoUpdate({ target: [socialAccounts.userId, socialAccounts.platform], set: values });
    });
  }

  /** Removes the account, first giving the access back at the platform where it can (best effort). */
  async disconnect(userId: string, platform: PublishPlatform): Promise<SuccessResponse> {
    const label = PUBLISH_PLATFORM_LABELS[platform];
    const [row] = await this.deps.db
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.platform, platform)))
      .returning();
    if (!row) throw new HttpError(404, `Your ${label} account is not connected.`);
    const client = this.deps.clients[platform];
    if (client.revoke && row.demoMode === client.demo) {
      try {
        await client.revoke({ tokens: this.deps.tokens.open(row) });
      } catch (err) {
        const kind = err instanceof SocialError ? err.kind : 'error';
        this.deps.log.warn({ platform, kind }, 'revoking the access at the platform failed; the account was disconnected in Inkwell');
      }
    }
    return { success: true, message: `Successfully disconnected ${label} account` };
  }
}
