import { describe, expect, it } from 'vitest';
import { SCHEDULE_TIME_MESSAGES } from '../../lib/schedule/zone-time';
import { chosenTime, isoInZone, newPostTime } from './zoned-time';

describe('times in the creator\'s zone', () => {
  it('a local date and time becomes ISO with the zone\'s offset, winter and summer', () => {
    expect(chosenTime({ date: '2026-12-01', time: '09:00', zone: 'Europe/Paris' })).toEqual({ ok: true, iso: '2026-12-01T09:00:00+01:00' });
    expect(chosenTime({ date: '2027-07-01', time: '09:00', zone: 'Europe/Paris' })).toMatchObject({ iso: '2027-07-01T09:00:00+02:00' });
    expect(chosenTime({ date: '2026-12-01', time: '09:00', zone: 'America/New_York' })).toEqual({ ok: true, iso: '2026-12-01T09:00:00-05:00' });
  });

  it('a time the clocks skip goes out the gap later, as the server does; a missing one asks for it', () => {
    expect(chosenTime({ date: '2027-03-28', time: '02:30', zone: 'Europe/Paris' })).toEqual({ ok: true, iso: '2027-03-28T03:30:00+02:00' });
    expect(chosenTime({ date: '', time: '09:00', zone: 'Europe/Paris' })).toEqual({ ok: false, problem: SCHEDULE_TIME_MESSAGES.missing });
  });

  it('more than a year ahead is refused', () => {
    const far = new Date(Date.now() + 400 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    expect(chosenTime({ date: far, time: '09:00', zone: 'Europe/Paris' })).toEqual({ ok: false, problem: SCHEDULE_TIME_MESSAGES.tooFar });
  });

  it('an instant is written in the zone, not the browser\'s', () => {
    expect(isoInZone(new Date('2026-12-01T08:00:00Z'), 'Europe/Paris')).toBe('2026-12-01T09:00:00+01:00');
  });
});

describe('newPostTime', () => {
  const now = Date.parse('2026-11-30T14:20:00Z'); // 15:20 in Paris
  const zone = 'Europe/Paris';

  it('the time chosen on the week grid; 09:00 on a day of the month grid', () => {
    expect(newPostTime({ at: new Date('2026-12-02T16:30:00Z'), allDay: false, zone, now })).toEqual({ date: '2026-12-02', time: '17:30' });
    expect(newPostTime({ at: new Date('2026-12-01T23:00:00Z'), allDay: true, zone, now })).toEqual({ date: '2026-12-02', time: '09:00' });
  });

  it('today after 09:00, or from the New post button: the next full hour', () => {
    expect(newPostTime({ at: new Date('2026-11-29T23:00:00Z'), allDay: true, zone, now })).toEqual({ date: '2026-11-30', time: '16:00' });
    expect(newPostTime({ at: null, allDay: false, zone, now })).toEqual({ date: '2026-11-30', time: '16:00' });
  });

  it('a past time or day: none', () => {
    expect(newPostTime({ at: new Date('2026-11-30T13:00:00Z'), allDay: false, zone, now })).toBeNull();
    expect(newPostTime({ at: new Date('2026-11-28T23:00:00Z'), allDay: true, zone, now })).toBeNull();
  });
});
