import type { FastifyBaseLogger } from 'fastify';
import type { JobSender } from './posts-deps';
import type { TargetRow } from './post-view';

/**
 * Sends the publish job of each target that waits for one: at its time when scheduled, now when it is
 * publishing. The rows are committed first; a send that fails (the database went away in between) is
 * made up by the recovery job, which re-sends jobs for due targets that have none.
 */
export async function sendTargetJobs(
  deps: { jobs: JobSender; log: FastifyBaseLogger },
  targets: ReadonlyArray<Pick<TargetRow, 'id' | 'version' | 'status' | 'scheduledAt'>>,
): Promise<void> {
  for (const target of targets) {
    if (target.status !== 'scheduled' && target.status !== 'publishing') continue;
    const startAfter = target.status === 'scheduled' && target.scheduledAt ? target.scheduledAt : undefined;
    try {
      await deps.jobs.send('publishTarget', { targetId: target.id, version: target.version }, startAfter ? { startAfter } : {});
    } catch (err) {
      deps.log.error({ err, targetId: target.id }, 'a publish job could not be sent; the recovery job will send it');
    }
  }
}
