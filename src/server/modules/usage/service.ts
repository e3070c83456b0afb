import { MESSAGES } from '../../../contract/messages';
import { limitFor, USAGE_KINDS, type Tier, type UsageCounts, type UsageKind } from '../../../contract/plans';
import { HttpError } from '../../lib/http-error';
import type { AccountsRepository } from '../../db/accounts-repository';
import type { Db } from '../../db/client';
import type { UsageSnapshot } from '../../db/rows';
import { usagePeriod } from '../../lib/period';
import { TRANSCRIPTION_SECONDS, TranscriptionMeter } from './transcription-meter';

export function emptyUsageCounts(): UsageCounts {
  return { ...(Object.fromEntries(USAGE_KINDS.map((k) => [k, 0])) as Record<UsageKind, number>), transcription_minutes: 0 };
}

/**
 * This month's usage against the plans' limits. The rows are written (and, on the embedded database,
 * held in memory) by the accounts repository.
 */
export class UsageService {
  /** Minutes of audio sent to the transcription service, by plan. */
  readonly transcription: TranscriptionMeter;

  constructor(private readonly accounts: AccountsRepository) {
    this.transcription = new TranscriptionMeter(accounts);
  }

  /**
   * This month's (UTC) usage of each metered kind, and the minutes of audio transcribed; `read` is a snapshot already read in this request
   * (with the session), used when it is of the same month.
   */
  async counts(userId: string, at: Date = new Date(), read?: UsageSnapshot): Promise<UsageCounts> {
    const period = usagePeriod(at);
    const stored = read?.period === period ? read.counts : await this.accounts.usageCounts(userId, period);
    const counts = emptyUsageCounts();
    for (const kind of USAGE_KINDS) counts[kind] = stored[kind] ?? 0;
    counts.transcription_minutes = Math.ceil((stored[TRANSCRIPTION_SECONDS] ?? 0) / 60);
    return counts;
  }

  /**
   * Takes one unit of a metered kind against the tier's monthly limit in one statement, so that
   * concurrent requests, on any number of instances, can never exceed it (docs/product/limits.md#usage-counting), and records it
   * as pending until it is settled or refunded. Throws 403 "Usage limit exceeded…" at the limit.
   */
  async reserve(opts: { userId: string; tier: Tier; kind: UsageKind; at?: Date }): Promise<Reservation> {
    const { userId, tier, kind } = opts;
    const period = usagePeriod(opts.at);
    const limit = limitFor(tier, kind);
    if (limit === 0) throw new HttpError(403, MESSAGES.usageLimitExceeded);
    const taken = await this.accounts.reserveUsage({ userId, period, kind, limit });
    if (taken === null) throw new HttpError(403, MESSAGES.usageLimitExceeded);
    return { id: taken.id, userId, period, kind, count: taken.count };
  }

  /** Gives a reserved unit back: the action it was taken for failed, and failures never count. */
  async release(reservation: Reservation): Promise<void> {
    await this.accounts.refundReservation(reservation);
  }

  /**
   * Runs a metered action: one unit is reserved before it and refunded if it throws. The action saves
   * what the unit paid for with `save`, in the transaction that settles the reservation, so that the
   * saved item and the counted unit are committed together or not at all; an action that does not
   * call it is settled when it returns.
   */
  async metered<T>(opts: { userId: string; tier: Tier; kind: UsageKind }, action: (save: SaveWithUsage) => Promise<T>): Promise<T> {
    const reservation = await this.reserve(opts);
    let settled = false;
    const save: SaveWithUsage = async (work) => {
      if (settled) throw new Error('a reservation is settled once');
      await this.accounts.settleReservation(reservation, work);
      settled = true;
    };
    try {
      const result = await action(save);
      if (!settled) await save(async () => {});
      return result;
    } catch (err) {
      if (!settled) await this.release(reservation);
      throw err;
    }
  }

  /**
   * Refunds the reservations no instance will settle: taken longer ago than any generation can last
   * (an instance stopped or crashed in between). Run at start and every STALE_SWEEP_MS.
   */
  refundStale(): Promise<number> {
    return this.accounts.refundStaleReservations(STALE_RESERVATION_MS);
  }
}

/**
 * A reservation still pending after this long was taken by an instance that is gone: a generation
 * takes at most AI_TIMEOUT_MS (30 minutes at most) per try. One settled later still counts (it is
 * counted again when it is saved).
 */
export const STALE_RESERVATION_MS = 2 * 60 * 60_000;
export const STALE_SWEEP_MS = 10 * 60_000;

/** Runs `work` (the writes a metered action paid for) in the transaction that settles its unit. */
export type SaveWithUsage = (work: (db: Db) => Promise<void>) => Promise<void>;

export interface Reservation {
  id: string;
  userId: string;
  period: string;
  kind: UsageKind;
  /** The count after this reservation. */
  count: number;
}
