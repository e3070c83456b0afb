import { describe, expect, it } from 'vitest';
import { formatInZone, fromLocalParts, isoInZone, newPostTime, toLocalParts, usableZone } from './zoned-time';

describe('times in the creator\'s zone', () => {
  it('a local date and time becomes ISO with the zone\'s offset, winter and summer', () => {
    expect(fromLocalParts({ date: '2026-12-01', time: '09:00', zone: 'Europe/Paris' })).toEqual({ ok: true, iso: '2026-12-01T09:00:00+01:00' });
    expect(fromLocalParts({ date: '2026-07-01', time: '09:00', zone: 'Europe/Paris' })).toEqual({ ok: true, iso: '2026-07-01T09:00:00+02:00' });
    expect(fromLocalParts({ date: '2026-12-01', time: '09:00', zone: 'America/New_York' })).toEqual({ ok: true, iso: '2026-12-01T09:00:00-05:00' });
  });

  it('a time the clocks skip is refused, naming the zone; a missing one asks for it', () => {
    expect(fromLocalParts({ date: '2026-03-29', time: '02:30', zone: 'Europe/Paris' })).toEqual({
      ok: false,
      problem: '02:30 does not exist on that day in Europe/Paris (the clocks go forward). Choose another time.',
    });
    expect(fromLocalParts({ date: '', time: '09:00', zone: 'Europe/Paris' })).toEqual({ ok: false, problem: 'Give a date and a time.' });
  });

  it('an instant is read and written in the zone, not the browser\'s', () => {
    expect(toLocalParts('2026-12-01T08:00:00Z', 'Europe/Paris')).toEqual({ date: '2026-12-01', time: '09:00' });
    expect(formatInZone('2026-12-01T08:00:00Z', 'Asia/Tokyo')).toBe('Tue, Dec 1, 5:00 PM');
    expect(isoInZone(new Date('2026-12-01T08:00:00Z'), 'Europe/Paris')).toBe('2026-12-01T09:00:00+01:00');
  });

  it('an unknown zone falls back to the browser\'s', () => {
    expect(usableZone('Europe/Paris')).toBe('Europe/Paris');
    expect(usableZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(usableZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
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
