import { planFor, upgradeTargets, type Tier } from '../../../contract/plans';
import type { AccountsRepository } from '../../db/accounts-repository';
import { HttpError } from '../../lib/http-error';
import { usagePeriod } from '../../lib/period';

/**
 * The usage row that counts seconds of audio sent to the transcription service. It is not one of the
 * six metered kinds: it is never refunded, because the service is paid for audio it received.
 */
export const TRANSCRIPTION_SECONDS = 'transcription_seconds';

/** Seconds of audio taken from a creator's month, and the way to give back what was then not sent. */
export interface TranscriptionGrant {
  seconds: number;
  /** Gives back seconds taken for pieces that were never sent (counted against the same month). */
  giveBack(seconds: number): Promise<void>;
}

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** What is left, for the creator: whole minutes, rounded down, or "less than a minute". */
function leftText(leftSeconds: number): string {
  return leftSeconds < 60 ? 'less than a minute' : minutes(Math.floor(leftSeconds / 60));
}

function upgradeHint(tier: Tier): string {
  return upgradeTargets(tier).length > 0 ? ', or upgrade your plan for more' : '';
}

/**
 * Minutes of audio a creator may send to the transcription service each calendar month (UTC), by plan
 * (`transcription_minutes`), counted in seconds in the usage table. Audio is counted when it is sent,
 * whatever the service then answers: a paid service bills it either way.
 */
export class TranscriptionMeter {
  constructor(private readonly accounts: AccountsRepository) {}

  /** Seconds sent this month, and the plan's allowance in seconds. */
  async allowance(userId: string, tier: Tier, at: Date = new Date()): Promise<{ usedSeconds: number; limitSeconds: number }> {
    const counts = await this.accounts.usageCounts(userId, usagePeriod(at));
    return { usedSeconds: counts[TRANSCRIPTION_SECONDS] ?? 0, limitSeconds: planFor(tier).transcription_minutes * 60 };
  }

  /** 403 when nothing is left of this month's minutes: checked before a recording is even read. */
  async ensureSomeLeft(opts: { userId: string; tier: Tier }): Promise<void> {
    const { usedSeconds, limitSeconds } = await this.allowance(opts.userId, opts.tier);
    if (usedSeconds < limitSeconds) return;
    throw new HttpError(
      403,
      `All ${minutes(limitSeconds / 60)} of transcription in your plan are used for this month. Audio and video can be summarized again next month${upgradeHint(opts.tier)}.`,
    );
  }

  /**
   * Takes `seconds` of this month's allowance in one statement, all of them or none, so that
   * concurrent uploads on any number of instances never exceed it. 403 saying what is left when they
   * do not fit: before any audio is sent.
   */
  async take(opts: { userId: string; tier: Tier; seconds: number; at?: Date }): Promise<TranscriptionGrant> {
    const { userId, tier } = opts;
    const seconds = Math.max(0, Math.ceil(opts.seconds));
    const period = usagePeriod(opts.at);
    const limitSeconds = planFor(tier).transcription_minutes * 60;
    const key = { userId, period, kind: TRANSCRIPTION_SECONDS };
    if (seconds > 0 && (await this.accounts.addUsage({ ...key, amount: seconds, limit: limitSeconds })) === null) {
      const { usedSeconds } = await this.allowance(userId, tier, opts.at);
      const left = Math.max(0, limitSeconds - usedSeconds);
      throw new HttpError(
        403,
        `This recording has ${minutes(Math.ceil(seconds / 60))} of audio to transcribe, but only ${leftText(left)} of the ` +
          `${minutes(limitSeconds / 60)} in your plan ${left < 120 ? 'is' : 'are'} left this month. ` +
          `Try a shorter recording${upgradeHint(tier)}.`,
      );
    }
    let kept = seconds;
    return {
      seconds,
      giveBack: async (back) => {
        const amount = Math.min(kept, Math.floor(back));
        if (amount <= 0) return;
        kept -= amount;
        await this.accounts.subtractUsage({ ...key, amount });
      },
    };
  }
}
