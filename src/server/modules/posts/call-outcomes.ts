import { eq } from 'drizzle-orm';
import { socialAccounts } from '../../db/schema';
import type { SocialAccountRow } from '../../social/account-tokens';
import { SocialError } from '../../social/errors';
import { pausePlatform } from '../../social/platform-pause';
import type { PublishOutcome } from '../../social/port';
import { nextTry } from './publish-backoff';
import type { PublishDeps } from './publish-deps';
import { POST_MESSAGES } from './post-messages';
import { recordEnd, recordPublished, recordRetry, type Call } from './target-outcome';
import type { Asked } from './unknown-outcome';

/** The account the platform no longer accepts: /social-accounts shows "Reconnect", and its targets wait. */
export async function markReconnect(deps: PublishDeps, account: SocialAccountRow): Promise<void> {
  await deps.db.update(socialAccounts).set({ status: 'reconnect', updatedAt: new Date() }).where(eq(socialAccounts.id, account.id));
}

/** What went out: the link a demo post is seen at is Inkwell's own page of the target. */
export function publishedAs(deps: PublishDeps, call: Call, opts: { outcome: PublishOutcome; content: string; account: SocialAccountRow; demo: boolean }) {
  return {
    externalId: opts.outcome.externalId,
    url: opts.demo ? `${deps.appUrl}/publications/${call.id}` : opts.outcome.url,
    content: opts.content,
    username: opts.account.username,
    demoMode: opts.account.demoMode,
  };
}

/**
 * A try known not to have posted: tried again later (a 429 also pauses the platform for every instance
 * until its Retry-After), or `failed` once it has had its tries.
 */
export async function tryLater(deps: PublishDeps, call: Call, failure: SocialError, opts: { absent?: boolean } = {}): Promise<void> {
  const next = nextTry({ tries: call.attempts, failure, absent: opts.absent });
  if (!next) return recordEnd(deps, call, 'failed', failure.message);
  if (next.pause) await pausePlatform(deps.db, call.platform, next.at);
  return recordRetry(deps, call, next.at);
}

/** The platform answered with an error: nothing was posted. */
export async function afterRefusal(deps: PublishDeps, call: Call, account: SocialAccountRow, failure: SocialError): Promise<void> {
  deps.log.warn({ platform: call.platform, kind: failure.kind, status: failure.opts.status }, 'publishing failed at the platform');
  if (failure.kind === 'reconnect') {
    await markReconnect(deps, account);
    return recordEnd(deps, call, 'needs_reconnect', failure.message);
  }
  if (failure.kind === 'retry') return tryLater(deps, call, failure);
  return recordEnd(deps, call, 'failed', failure.message);
}

/**
 * The unknown-outcome rule's answer: found, it is published with what the platform listed; absent, it is
 * tried again a few seconds later (`failure` says why, should it run out of tries); otherwise the
 * target is `unknown` and the creator tells Inkwell (POST /api/posts/{id}/targets/{target_id}/resolve).
 */
export async function afterAsking(
  deps: PublishDeps,
  call: Call,
  asked: Asked,
  opts: { content: string; account: SocialAccountRow; demo: boolean; failure: SocialError },
): Promise<void> {
  if (asked.kind === 'found') return recordPublished(deps, call, publishedAs(deps, call, { ...opts, outcome: asked.outcome }));
  if (asked.kind === 'absent') return tryLater(deps, call, opts.failure, { absent: true });
  return recordEnd(deps, call, 'unknown', POST_MESSAGES.unknownOutcome(call.platform));
}
