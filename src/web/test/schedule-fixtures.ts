import type { ScheduleResponse } from '../../contract/schedule';

/** GET /api/schedule's answer: Paris, no queue times yet, best times not ready (3 of 10 measured). */
export function makeSchedule(overrides: Partial<ScheduleResponse> = {}): ScheduleResponse {
  return {
    timezone: 'Europe/Paris',
    slots: [],
    suggestions: { best_time: { ready: false, measured: 3, needed: 10, day: null, hour: null }, slots: [] },
    next_free: [],
    ...overrides,
  };
}
