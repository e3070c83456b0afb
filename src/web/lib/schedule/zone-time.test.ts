import { describe, expect, it } from 'vitest';
import { formatInZone, formatInZoneNamed } from '../format-date';
import { scheduledTimeProblem, suggestedTime, zonedParts, zonedTime } from './zone-time';

const NOW = new Date('2026-11-20T10:00:00Z');

describe('a date and time in the creator’s zone', () => {
  it('carries that day’s offset: Europe/Paris is +02:00 in summer and +01:00 in winter', () => {
    expect(zonedTime('2027-07-01', '09:00', 'Europe/Paris')).toEqual({ iso: '2027-07-01T09:00:00+02:00', shiftedTo: null });
    expect(zonedTime('2026-12-01', '09:00', 'Europe/Paris')).toEqual({ iso: '2026-12-01T09:00:00+01:00', shiftedTo: null });
    // Either side of the change in March 2027 (the 28th).
    expect(zonedTime('2027-03-27', '09:00', 'Europe/Paris')?.iso).toBe('2027-03-27T09:00:00+01:00');
    expect(zonedTime('2027-03-28', '09:00', 'Europe/Paris')?.iso).toBe('2027-03-28T09:00:00+02:00');
    expect(zonedTime('2027-03-28', '09:00', 'America/New_York')?.iso).toBe('2027-03-28T09:00:00-04:00');
  });

  it('a time in the hour the clocks skip lands an hour later, and says so', () => {
    expect(zonedTime('2027-03-28', '02:30', 'Europe/Paris')).toEqual({ iso: '2027-03-28T03:30:00+02:00', shiftedTo: '03:30' });
  });

  it('a time in the hour repeated when the clocks go back is its first (summer-time) occurrence', () => {
    expect(zonedTime('2027-10-31', '02:30', 'Europe/Paris')?.iso).toBe('2027-10-31T02:30:00+02:00');
    expect(zonedTime('2027-10-31', '03:30', 'Europe/Paris')?.iso).toBe('2027-10-31T03:30:00+01:00');
    expect(zonedTime('2027-10-31', '01:30', 'Europe/Paris')?.iso).toBe('2027-10-31T01:30:00+02:00');
  });

  it('nothing for a missing or unreal date or time', () => {
    expect(zonedTime('', '09:00', 'Europe/Paris')).toBeNull();
    expect(zonedTime('2027-02-30', '09:00', 'Europe/Paris')).toBeNull();
    expect(zonedTime('2027-02-01', '25:00', 'Europe/Paris')).toBeNull();
  });

  it('an instant back to the inputs’ date and time in the zone', () => {
    expect(zonedParts('2026-12-01T08:00:00.000Z', 'Europe/Paris')).toEqual({ date: '2026-12-01', time: '09:00' });
    expect(zonedParts('2027-07-01T07:00:00Z', 'Europe/Paris')).toEqual({ date: '2027-07-01', time: '09:00' });
  });

  it('a new Schedule starts two hours on, at a whole hour, or at 09:00 rather than in the night', () => {
    expect(suggestedTime('Europe/Paris', NOW)).toEqual({ date: '2026-11-20', time: '13:00' });
    // 23:30 in Tokyo: the next morning.
    expect(suggestedTime('Asia/Tokyo', new Date('2026-11-20T14:30:00Z'))).toEqual({ date: '2026-11-21', time: '09:00' });
    // 01:00 in Paris: this morning.
    expect(suggestedTime('Europe/Paris', new Date('2026-11-20T00:00:00Z'))).toEqual({ date: '2026-11-20', time: '09:00' });
  });

  it('refuses the past and more than a year ahead', () => {
    expect(scheduledTimeProblem(zonedTime('2026-11-20', '10:59', 'Europe/Paris'), NOW)).toBe('That time has passed: choose a time from now on.');
    expect(scheduledTimeProblem(zonedTime('2026-11-20', '11:01', 'Europe/Paris'), NOW)).toBeNull();
    expect(scheduledTimeProblem(zonedTime('2027-11-20', '11:00', 'Europe/Paris'), NOW)).toBeNull();
    expect(scheduledTimeProblem(zonedTime('2027-11-20', '11:01', 'Europe/Paris'), NOW)).toBe('A post can be scheduled at most a year ahead: choose an earlier time.');
    expect(scheduledTimeProblem(null, NOW)).toBe('Choose a date and a time.');
  });
});

describe('times shown in the creator’s zone', () => {
  it('"Tue 1 Dec, 09:00", the year added when it is not this one, the zone named on demand', () => {
    expect(formatInZone('2026-12-01T08:00:00.000Z', 'Europe/Paris', NOW)).toBe('Tue 1 Dec, 09:00');
    expect(formatInZone('2027-07-01T07:00:00.000Z', 'Europe/Paris', NOW)).toBe('Thu 1 Jul 2027, 09:00');
    expect(formatInZoneNamed('2026-12-01T08:00:00.000Z', 'America/New_York', NOW)).toBe('Tue 1 Dec, 03:00 (America/New_York)');
    expect(formatInZone('not a date', 'Europe/Paris', NOW)).toBe('not a date');
  });
});
