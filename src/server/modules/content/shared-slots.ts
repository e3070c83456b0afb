import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What a slot is for: a generation (JSON or streamed, the summarizer's too) or an open event stream. */
export type SlotKind = 'generation' | 'stream';

/** A row stops counting this long after its instance last renewed it (docs/operations/shared-state.md). */
export const SLOT_LEASE_SECONDS = 60;
/** How often an instance renews the rows it holds: three renewals fit in one lease. */
export const SLOT_RENEW_MS = 20_000;

/** Gives a slot back; safe to call more than once, and never rejects (a failure is logged). */
export type SlotRelease = () => Promise<void>;

export interface SharedSlotsDeps {
  db: Db;
  log: { warn(obj: object, msg: string): void };
  /** This process's name in the rows it holds; by default host, process id and a random tail. */
  instance?: string;
}

const LEASE = sql.raw(`interval '${SLOT_LEASE_SECONDS} seconds'`);

/**
 * The per-creator counts of things under way, kept in the database (table activity_slots) so that a cap
 * holds across every instance on one database, however many there are. A slot is a row with a lease:
 * the instance that took it renews the rows it holds on one timer, and deletes them when it closes; the
 * rows of an instance that died stop counting once their lease runs out, and the next take of that
 * creator drops them.
 */
export class SharedSlots {
  readonly instance: string;
  private timer: NodeJS.Timeout | undefined;
  /** The rows this instance holds and renews: a row whose release failed is left out, so it expires. */
  private readonly held = new Set<string>();

  constructor(private readonly deps: SharedSlotsDeps) {
    this.instance = deps.instance ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /**
   * Takes one of the user's slots of `kind`, or answers null when they already hold `limit` of them on
   * any instance. One transaction: under an advisory lock per user and kind (so two instances cannot both
   * see the last free slot), the user's expired rows are dropped and the row is inserted only while the
   * live ones number fewer than `limit`.
   */
  async take(userId: string, kind: SlotKind, limit: number): Promise<SlotRelease | null> {
    const id = randomUUID();
    const taken = await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${userId}:${kind}`}::text))`);
      // The count below reads the rows as they were before the delete: it counts only live ones.
      const inserted: unknown = await tx.execute(sql`
        with expired as (delete from activity_slots where user_id = ${userId} and kind = ${kind} and expires_at <= now())
        insert into activity_slots (id, user_id, kind, instance, expires_at)
        select ${id}, ${userId}, ${kind}, ${this.instance}, now() + ${LEASE}
        where (select count(*) from activity_slots where user_id = ${userId} and kind = ${kind} and expires_at > now()) < ${limit}
        returning id`);
      return (inserted as { rows: unknown[] }).rows.length > 0;
    });
    if (!taken) return null;
    this.held.add(id);
    let released: Promise<void> | undefined;
    return () => (released ??= this.release(id, userId, kind));
  }

  /** The user's live slots of each kind, on every instance. */
  async counts(userId: string): Promise<Record<SlotKind, number>> {
    const result: unknown = await this.deps.db.execute(
      sql`select kind, count(*)::int as n from activity_slots where user_id = ${userId} and expires_at > now() group by kind`,
    );
    const counts: Record<SlotKind, number> = { generation: 0, stream: 0 };
    for (const row of (result as { rows: { kind: SlotKind; n: number }[] }).rows) counts[row.kind] = row.n;
    return counts;
  }

  /**
   * Extends the lease of every row this instance holds, and drops the expired rows of others (instances
   * that died, whose creators may never come back to have them dropped by a take).
   */
  async renew(): Promise<void> {
    // The ids as one text parameter: PGlite and node-postgres bind it alike.
    const ids = [...this.held].join(',');
    await this.deps.db.execute(sql`
      with renewed as (update activity_slots set expires_at = now() + ${LEASE} where id = any(string_to_array(${ids}, ',')::uuid[]))
      delete from activity_slots where expires_at <= now() and instance <> ${this.instance}`);
  }

  /** Renews this instance's rows every SLOT_RENEW_MS until `close`; the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.renew().catch((err: unknown) => this.deps.log.warn({ err }, 'could not renew the generation and stream slots'));
    }, SLOT_RENEW_MS);
    this.timer.unref();
  }

  /** Stops renewing and gives back every row this instance still holds, so that they count no longer. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.held.clear();
    try {
      await this.deps.db.execute(sql`delete from activity_slots where instance = ${this.instance}`);
    } catch (err) {
      this.deps.log.warn({ err }, 'could not give back the generation and stream slots at close');
    }
  }

  /** One statement; a failure is logged, never thrown: callers release in finally blocks and on 'close'. */
  private async release(id: string, userId: string, kind: SlotKind): Promise<void> {
    // No longer renewed, whatever happens to the delete.
    this.held.delete(id);
    try {
      await this.deps.db.execute(sql`delete from activity_slots where id = ${id}`);
    } catch (err) {
      // No longer renewed, the row stops counting within SLOT_LEASE_SECONDS.
      this.deps.log.warn({ err, userId, kind }, 'could not give back a generation or stream slot');
    }
  }
}
