import type { WebhooksService } from '../webhooks/service';
import type { TargetRow } from './post-view';

/**
 * Tells outbound webhooks of targets that reached an outcome (publication.succeeded / .failed): published,
 * or failed, needs-reconnect and missed (all "it did not go out"). Targets still on their way, cancelled or of
 * unknown outcome are not outcomes yet; an unknown one is announced once the creator resolves it.
 */
export function announceOutcomes(webhooks: Pick<WebhooksService, 'publicationsRecorded'>, userId: string, rows: readonly TargetRow[]): void {
  const outcomes = rows.flatMap((row) => {
    if (row.status !== 'published' && row.status !== 'failed' && row.status !== 'needs_reconnect' && row.status !== 'missed') return [];
    const status = row.status === 'published' ? ('published' as const) : ('failed' as const);
    return [{ ...row, status, createdAt: row.publishedAt ?? row.createdAt }];
  });
  if (outcomes.length > 0) webhooks.publicationsRecorded(userId, outcomes);
}
