import type { PlatformTarget } from '../../social/port';
import type { TokenBox } from '../../social/token-box';

interface StoredTarget {
  externalId: string;
  username: string;
  accessToken: string;
  refreshToken?: string;
  expiresAt?: string;
  scope?: string;
}

/** Bound to the user and platform like the tokens, and to its column: a sealed list opens in no other row. */
const context = (account: { userId: string; platform: string }) => `${account.userId}:${account.platform}:targets`;

/** The accounts a connection can publish as (Facebook Pages), with their tokens, sealed for `social_accounts.targets_enc`. */
export function sealTargets(box: TokenBox, account: { userId: string; platform: string }, targets: PlatformTarget[]): string {
  const stored: StoredTarget[] = targets.map(({ externalId, username, tokens }) => ({
    externalId,
    username,
    accessToken: tokens.accessToken,
    ...(tokens.refreshToken && { refreshToken: tokens.refreshToken }),
    ...(tokens.expiresAt && { expiresAt: tokens.expiresAt.toISOString() }),
    ...(tokens.scope && { scope: tokens.scope }),
  }));
  return box.seal(JSON.stringify(stored), context(account));
}

/** The sealed list back; empty when the connection has none. */
export function openTargets(box: TokenBox, row: { userId: string; platform: string; targetsEnc: string | null }): PlatformTarget[] {
  if (!row.targetsEnc) return [];
  const stored = JSON.parse(box.open(row.targetsEnc, context(row))) as StoredTarget[];
  return stored.map(({ externalId, username, expiresAt, ...tokens }) => ({
    externalId,
    username,
    tokens: { ...tokens, ...(expiresAt && { expiresAt: new Date(expiresAt) }) },
  }));
}
