import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publications } from '../../db/schema';
import type { TargetRow } from './post-view';

/**
 * Takes a target for one publish call, exactly once across jobs and instances (decision 018): in one
 * transaction under an advisory lock per creator, counts the creator's calls under way (at most `cap`, so
 * a slow platform holds only that creator's slots), then sets the attempt on the row only where this
 * job's version is the row's, it is due (scheduled or publishing) and no call holds it. `stale`: the job
 * is for an older version, the target moved on, or another run has it. `busy`: the creator's slots are full.
 * The claimed row's `attempts` names this call: its heartbeat and outcome are written only while it holds.
 * A scheduled target is never taken before its time by the database's clock (docs/product/scheduling.md):
 * `early` says so, whatever sent the job (a duplicate, the recovery, an instance whose clock runs ahead).
 */
export async function claimTarget(db: Db, target: { id: string; userId: string; version: number }, cap: number): Promise<TargetRow | 'busy' | 'stale' | 'early'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target.userId}::text))`);
    const counted: unknown = await tx.execute(
      sql`select count(*)::int as calls from publications where user_id = ${target.userId} and status = 'publishing' and attempt_started_at is not null`,
    );
    const [{ calls }] = (counted as { rows: [{ calls: number }] }).rows;
    if (calls >= cap) return 'busy';
    const [claimed] = await tx
      .update(publications)
      .set({ attemptStartedAt: sql`now()`, heartbeatAt: sql`now()`, attempts: sql`${publications.attempts} + 1`, status: 'publishing', updatedAt: sql`now()` })
      .where(unclaimed(target))
      .returning();
    if (claimed) return claimed;
    const [early] = await tx
      .select({ id: publications.id })
      .from(publications)
      .where(and(eq(publications.id, target.id), eq(publications.version, target.version), eq(publications.status, 'scheduled'), sql`${publications.scheduledAt} > now()`));
    return early ? 'early' : 'stale';
  });
}

/**
 * The condition that a job of this version may take its target: due (publishing, or scheduled and its
 * time come by the database's clock) and no call holds it.
 */
export function unclaimed(target: { id: string; version: number }) {
  return and(
    eq(publications.id, target.id),
    eq(publications.version, target.version),
    inArray(publications.status, ['scheduled', 'publishing']),
    sql`(${publications.status} <> 'scheduled' or ${publications.scheduledAt} is null or ${publications.scheduledAt} <= now())`,
    isNull(publications.attemptStartedAt),
  );
}

/** The condition that a call still holds its target: the attempt it claimed is the row's, and under way. */
export function holds(call: { id: string; attempts: number }) {
  return and(eq(publications.id, call.id), eq(publications.attempts, call.attempts), eq(publications.status, 'publishing'), sql`${publications.attemptStartedAt} is not null`);
}

/**
 * Keeps a call's heartbeat fresh while it waits on the platform, so that the recovery job leaves it
 * alone; a stale heartbeat means the instance is gone. Stopped when the call ends.
 */
export function keepHeartbeat(db: Db, call: { id: string; attempts: number }, everyMs: number, onError: (err: unknown) => void): { stop(): void } {
  const timer = setInterval(() => {
    db.update(publications)
      .set({ heartbeatAt: sql`now()` })
      .where(holds(call))
      .then(
        () => undefined,
        (err: unknown) => onError(err),
      );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
