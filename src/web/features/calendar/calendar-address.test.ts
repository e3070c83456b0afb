import { describe, expect, it } from 'vitest';
import { readCalendarPlace, shiftCalendarPlace } from './calendar-address';

const now = Date.parse('2026-11-30T23:30:00Z'); // already December 1 in Paris

describe('the calendar in the address', () => {
  it('reads the view and date given', () => {
    expect(readCalendarPlace(new URLSearchParams('view=week&date=2026-12-01'), { phone: false, zone: 'Europe/Paris', now })).toEqual({ view: 'week', date: '2026-12-01' });
  });

  it("without them: the month (the list on a phone) at today in the creator's zone", () => {
    expect(readCalendarPlace(new URLSearchParams(''), { phone: false, zone: 'Europe/Paris', now })).toEqual({ view: 'month', date: '2026-12-01' });
    expect(readCalendarPlace(new URLSearchParams('view=year&date=2026-13-45'), { phone: true, zone: 'America/New_York', now })).toEqual({ view: 'list', date: '2026-11-30' });
  });

  it('steps a week at a time in the week view, a month (from its first day) otherwise', () => {
    expect(shiftCalendarPlace({ view: 'week', date: '2026-12-29' }, 1)).toEqual({ view: 'week', date: '2027-01-05' });
    expect(shiftCalendarPlace({ view: 'month', date: '2026-01-31' }, 1)).toEqual({ view: 'month', date: '2026-02-01' });
    expect(shiftCalendarPlace({ view: 'list', date: '2026-01-15' }, -1)).toEqual({ view: 'list', date: '2025-12-01' });
  });
});
