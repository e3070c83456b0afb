import type { AccountsRepository } from '../../db/accounts-repository';
import type { ResolvedSession } from '../../db/rows';
import { usagePeriod } from '../../lib/period';
import { generateToken, hashToken } from '../../lib/tokens';

/** A session's idle expiry is pushed forward at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Bearer tokens and their idle expiry; the rows (and their cache) belong to the accounts repository. */
export class SessionStore {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly idleMs: number,
  ) {}

  async create(userId: string): Promise<string> {
    const token = generateToken();
    await this.accounts.createSession({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + this.idleMs) });
    return token;
  }

  /**
   * The live session of a bearer token, or null. Revocation deletes the row, so it takes effect at
   * once. This month's usage comes with it when it was read from the database.
   */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const tokenHash = hashToken(token);
    const session = await this.accounts.findSession(tokenHash, usagePeriod());
    if (!session) return null;
    if (Date.now() - session.lastSeenAt > TOUCH_EVERY_MS) {
      const lastSeenAt = Date.now();
      await this.accounts.touchSession(tokenHash, lastSeenAt, lastSeenAt + this.idleMs);
    }
    return { tokenHash, user: session.user, usage: session.usage };
  }

  async revoke(tokenHash: string) {
    await this.accounts.revokeSession(tokenHash);
  }

  async revokeOthers(userId: string, keepTokenHash: string) {
    await this.accounts.revokeOtherSessions(userId, keepTokenHash);
  }

  async revokeAll(userId: string) {
    await this.accounts.revokeAllSessions(userId);
  }
}
