import { describe, expect, it } from 'vitest';
import type { QueueSlot } from '../../../contract/schedule';
import { slotInstant, slotInstants } from './slot-times';

const SUNDAY = 0;

/** The first `n` instants (ISO, UTC) of the slots from a fixed instant. */
function first(n: number, slots: QueueSlot[], timezone: string, from: string): string[] {
  const out: string[] = [];
  for (const slot of slotInstants({ slots, timezone, from: new Date(from), days: 60 })) {
    out.push(slot.at.toISOString());
    if (out.length === n) break;
  }
  return out;
}

const slot = (weekday: number, time: string, platforms: QueueSlot['platforms'] = []): QueueSlot => ({ weekday, time, platforms });

describe('queue slots across daylight saving: the local time holds', () => {
  it('Europe/Berlin spring forward (2027-03-28): Sunday 09:00 is 09:00 CET the week before and 09:00 CEST on the day and after', () => {
    expect(first(3, [slot(SUNDAY, '09:00')], 'Europe/Berlin', '2027-03-20T12:00:00Z')).toEqual([
      '2027-03-21T08:00:00.000Z', // 09:00 +01:00
      '2027-03-28T07:00:00.000Z', // 09:00 +02:00, hours after the change
      '2027-04-04T07:00:00.000Z',
    ]);
  });

  it('Europe/Berlin fall back (2027-10-31): 09:00 CEST, then 09:00 CET', () => {
    expect(first(3, [slot(SUNDAY, '09:00')], 'Europe/Berlin', '2027-10-20T00:00:00Z')).toEqual([
      '2027-10-24T07:00:00.000Z',
      '2027-10-31T08:00:00.000Z',
      '2027-11-07T08:00:00.000Z',
    ]);
  });

  it('America/New_York both ways (2027-03-14 and 2027-11-07): 09:00 EST/EDT', () => {
    expect(first(2, [slot(SUNDAY, '09:00')], 'America/New_York', '2027-03-08T00:00:00Z')).toEqual(['2027-03-14T13:00:00.000Z', '2027-03-21T13:00:00.000Z']);
    expect(first(2, [slot(SUNDAY, '09:00')], 'America/New_York', '2027-03-01T00:00:00Z')).toEqual(['2027-03-07T14:00:00.000Z', '2027-03-14T13:00:00.000Z']);
    expect(first(2, [slot(SUNDAY, '09:00')], 'America/New_York', '2027-11-01T00:00:00Z')).toEqual(['2027-11-07T14:00:00.000Z', '2027-11-14T14:00:00.000Z']);
    expect(first(2, [slot(SUNDAY, '09:00')], 'America/New_York', '2027-10-25T00:00:00Z')).toEqual(['2027-10-31T13:00:00.000Z', '2027-11-07T14:00:00.000Z']);
  });

  it('Australia/Sydney, the southern hemisphere: summer time ends 2027-04-04 and starts 2027-10-03', () => {
    // 09:00 AEDT (+11) is 22:00 UTC the day before; 09:00 AEST (+10) is 23:00 UTC.
    expect(first(2, [slot(SUNDAY, '09:00')], 'Australia/Sydney', '2027-03-27T00:00:00Z')).toEqual(['2027-03-27T22:00:00.000Z', '2027-04-03T23:00:00.000Z']);
    expect(first(2, [slot(SUNDAY, '09:00')], 'Australia/Sydney', '2027-09-25T00:00:00Z')).toEqual(['2027-09-25T23:00:00.000Z', '2027-10-02T22:00:00.000Z']);
  });

  it('a weekday is the creator’s local weekday: Monday 00:30 in Tokyo is Sunday in UTC', () => {
    expect(first(1, [slot(1, '00:30')], 'Asia/Tokyo', '2027-06-01T00:00:00Z')).toEqual(['2027-06-06T15:30:00.000Z']);
  });
});

describe('the skipped hour and the repeated hour', () => {
  it('a slot inside the skipped hour (02:30, Berlin, 2027-03-28) goes out the length of the gap later: 03:30 CEST', () => {
    expect(slotInstant({ year: 2027, month: 3, day: 28 }, '02:30', 'Europe/Berlin').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(first(2, [slot(SUNDAY, '02:30')], 'Europe/Berlin', '2027-03-27T00:00:00Z')).toEqual(['2027-03-28T01:30:00.000Z', '2027-04-04T00:30:00.000Z']);
  });

  it('New York’s skipped 02:30 (2027-03-14) goes out at 03:30 EDT', () => {
    expect(slotInstant({ year: 2027, month: 3, day: 14 }, '02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('a half-hour change (Lord Howe, 2027-10-03) moves a skipped 02:15 by its half hour: 02:45', () => {
    expect(slotInstant({ year: 2027, month: 10, day: 3 }, '02:15', 'Australia/Lord_Howe').toISOString()).toBe('2027-10-02T15:45:00.000Z');
  });

  it('02:30 and 03:30 on the spring-forward day land on one instant, given once for the platforms of both', () => {
    const slots = [slot(SUNDAY, '02:30', ['twitter']), slot(SUNDAY, '03:30', ['linkedin'])];
    const day = [...slotInstants({ slots, timezone: 'Europe/Berlin', from: new Date('2027-03-27T12:00:00Z'), days: 1 })];
    expect(day.map((s) => [s.at.toISOString(), s.platforms])).toEqual([['2027-03-28T01:30:00.000Z', ['twitter', 'linkedin']]]);
  });

  it('a slot inside the repeated hour (02:30, Berlin, 2027-10-31) goes out once, at its first occurrence (summer time)', () => {
    expect(slotInstant({ year: 2027, month: 10, day: 31 }, '02:30', 'Europe/Berlin').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    // From the night before, and from between the two 02:30s: never the second one.
    expect(first(2, [slot(SUNDAY, '02:30')], 'Europe/Berlin', '2027-10-30T12:00:00Z')).toEqual(['2027-10-31T00:30:00.000Z', '2027-11-07T01:30:00.000Z']);
    expect(first(1, [slot(SUNDAY, '02:30')], 'Europe/Berlin', '2027-10-31T00:45:00Z')).toEqual(['2027-11-07T01:30:00.000Z']);
  });

  it('New York’s repeated 01:30 (2027-11-07) is the EDT one, and 09:00 that day is EST', () => {
    expect(first(2, [slot(SUNDAY, '01:30'), slot(SUNDAY, '09:00')], 'America/New_York', '2027-11-06T12:00:00Z')).toEqual([
      '2027-11-07T05:30:00.000Z',
      '2027-11-07T14:00:00.000Z',
    ]);
  });

  it('Sydney’s repeated 02:30 (2027-04-04) is the summer-time one (+11)', () => {
    expect(slotInstant({ year: 2027, month: 4, day: 4 }, '02:30', 'Australia/Sydney').toISOString()).toBe('2027-04-03T15:30:00.000Z');
  });
});

describe('slotInstants', () => {
  it('answers in order across the week, from `from` on (inclusive), and nothing for no slots', () => {
    const slots = [slot(3, '17:30'), slot(1, '09:00'), slot(1, '08:00')];
    // 2027-06-07 is a Monday; from 08:00 UTC (10:00 in Berlin): Monday's slots have passed.
    expect(first(3, slots, 'Europe/Berlin', '2027-06-07T08:00:00Z')).toEqual(['2027-06-09T15:30:00.000Z', '2027-06-14T06:00:00.000Z', '2027-06-14T07:00:00.000Z']);
    expect(first(1, slots, 'Europe/Berlin', '2027-06-07T07:00:00Z')).toEqual(['2027-06-07T07:00:00.000Z']);
    expect(first(1, [], 'Europe/Berlin', '2027-06-07T07:00:00Z')).toEqual([]);
  });
});
