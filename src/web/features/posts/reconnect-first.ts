import type { PostTarget } from '../../../contract/posts';
import type { ConnectedAccount } from '../../../contract/social';

/**
 * Whether a scheduled target will not go out unless its account is reconnected first (issue 27: the
 * creator is told before the time, not after): no account on its platform any more, one waiting to be
 * reconnected, or an access that ends before the post's time. Unknown while the accounts are read.
 */
export function needsReconnectFirst(target: PostTarget, accounts: readonly ConnectedAccount[] | undefined): boolean {
  if (!accounts || target.state !== 'scheduled' || !target.scheduled_at) return false;
  const account = accounts.find((candidate) => candidate.platform === target.platform);
  if (!account || account.status === 'reconnect') return true;
  return account.access_ends_at !== null && new Date(account.access_ends_at).getTime() < new Date(target.scheduled_at).getTime();
}
