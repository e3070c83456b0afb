import type { FastifyBaseLogger } from 'fastify';
import type { PutScheduleRequest, ScheduleResponse } from '../../../contract/schedule';
import type { PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { HttpError } from '../../lib/http-error';

export interface ScheduleDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/** The creator's time zone and queue slots, and the queue's next free times. */
export class ScheduleService {
  constructor(private readonly deps: ScheduleDeps) {}

  get(_user: UserRow): Promise<ScheduleResponse> {
    throw new HttpError(501, 'not built yet');
  }

  put(_user: UserRow, _request: PutScheduleRequest): Promise<ScheduleResponse> {
    throw new HttpError(501, 'not built yet');
  }

  /**
   * "Add to queue": for each platform, the next free slot of the creator's queue after `now` (a slot is
   * free for a platform when none of the creator's live targets on it is at that instant), and the zone
   * it was computed in. 422 naming the platforms without a slot.
   */
  queueTimes(_userId: string, _platforms: readonly PublishPlatform[], _now: Date): Promise<{ timezone: string; at: Map<PublishPlatform, Date> }> {
    throw new HttpError(501, 'not built yet');
  }
}
