import { describe, expect, it } from 'vitest';
import { MAX_FAILURES, nextFetchAt, retryAt } from './metrics-schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const published = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(published.getTime() + ms);

describe('when a post’s numbers are asked for', () => {
  it('asks hourly on the first day, every 6 hours in the first week, daily in the first month, then weekly', () => {
    expect(nextFetchAt(published, at(10 * 60_000))).toEqual(at(10 * 60_000 + HOUR));
    expect(nextFetchAt(published, at(2 * DAY))).toEqual(at(2 * DAY + 6 * HOUR));
    expect(nextFetchAt(published, at(10 * DAY))).toEqual(at(11 * DAY));
    expect(nextFetchAt(published, at(40 * DAY))).toEqual(at(47 * DAY));
  });

  it('stops after 90 days', () => {
    expect(nextFetchAt(published, at(85 * DAY))).toBeNull();
    expect(nextFetchAt(published, at(83 * DAY))).toEqual(at(90 * DAY));
  });

  it('backs off after failures, doubling from 15 minutes up to a day, and gives up after MAX_FAILURES', () => {
    expect(retryAt(published, at(HOUR), 1)).toEqual(at(HOUR + 15 * 60_000));
    expect(retryAt(published, at(HOUR), 3)).toEqual(at(2 * HOUR));
    expect(retryAt(published, at(HOUR), 7)).toEqual(at(HOUR + 16 * HOUR));
    expect(retryAt(published, at(HOUR), 8)).toEqual(at(HOUR + DAY));
    expect(retryAt(published, at(HOUR), MAX_FAILURES)).toBeNull();
    expect(retryAt(published, at(90 * DAY - 5 * 60_000), 1)).toBeNull();
  });
});
