import { describe, expect, it } from 'vitest';
import { QUEUE_HORIZON_DAYS, type QueueSlot } from '../../../contract/schedule';
import type { PublishPlatform } from '../../../contract/social';
import { nextFreeTimes, platformList, queueRefusal } from './queue-times';
import { slotInstants } from './slot-times';

const TZ = 'Europe/Berlin';
// Monday 2027-06-07, 08:00 in Berlin.
const NOW = new Date('2027-06-07T06:00:00Z');
const slot = (weekday: number, time: string, platforms: QueueSlot['platforms'] = []): QueueSlot => ({ weekday, time, platforms });
const MON_0900 = '2027-06-07T07:00:00.000Z';
const TUE_0900 = '2027-06-08T07:00:00.000Z';

function free(slots: QueueSlot[], platforms: PublishPlatform[], taken: [PublishPlatform, string[]][] = [], now = NOW) {
  const result = nextFreeTimes({ slots, timezone: TZ, platforms, now, taken: new Map(taken.map(([p, at]) => [p, new Set(at.map((iso) => Date.parse(iso)))])) });
  return { ...result, at: Object.fromEntries([...result.at].map(([p, d]) => [p, d.toISOString()])) };
}

describe('nextFreeTimes', () => {
  it('gives each platform its first slot, skipping an instant taken on that platform but not one taken on another', () => {
    const slots = [slot(1, '09:00'), slot(2, '09:00')];
    expect(free(slots, ['twitter', 'linkedin'], [['twitter', [MON_0900]]]).at).toEqual({ twitter: TUE_0900, linkedin: MON_0900 });
  });

  it('keeps to the platforms a slot is for ([] is every platform)', () => {
    const slots = [slot(1, '09:00', ['linkedin']), slot(2, '09:00')];
    expect(free(slots, ['twitter', 'linkedin', 'youtube']).at).toEqual({ twitter: TUE_0900, linkedin: MON_0900, youtube: TUE_0900 });
  });

  it('never picks a slot less than a minute away', () => {
    const slots = [slot(1, '09:00')];
    expect(free(slots, ['twitter'], [], new Date('2027-06-07T06:59:00Z')).at).toEqual({ twitter: MON_0900 });
    expect(free(slots, ['twitter'], [], new Date('2027-06-07T06:59:01Z')).at).toEqual({ twitter: '2027-06-14T07:00:00.000Z' });
  });

  it('names the platforms without any slot, and those whose every slot in the horizon is taken', () => {
    const slots = [slot(1, '09:00', ['twitter']), slot(3, '12:00', ['linkedin'])];
    expect(free(slots, ['twitter', 'facebook', 'instagram'])).toMatchObject({ noSlot: ['facebook', 'instagram'], full: [], at: { twitter: MON_0900 } });
    const all = [...slotInstants({ slots, timezone: TZ, from: NOW, days: QUEUE_HORIZON_DAYS + 1 })].map((s) => s.at.toISOString());
    const result = free(slots, ['twitter', 'linkedin'], [['twitter', all]]);
    expect(result).toMatchObject({ noSlot: [], full: ['twitter'], at: { linkedin: '2027-06-09T10:00:00.000Z' } });
  });
});

describe('the refusal', () => {
  it('is a plain sentence naming the platforms', () => {
    expect(platformList(['linkedin'])).toBe('LinkedIn');
    expect(platformList(['twitter', 'linkedin', 'facebook'])).toBe('Twitter/X, LinkedIn and Facebook');
    expect(queueRefusal({ at: new Map(), noSlot: ['linkedin'], full: [] })).toBe('Add a queue time for LinkedIn on the Calendar first, or pick a time.');
    expect(queueRefusal({ at: new Map(), noSlot: [], full: ['twitter'] })).toBe(
      `Every queue time for Twitter/X in the next ${QUEUE_HORIZON_DAYS} days is taken. Add a queue time on the Calendar, or pick a time.`,
    );
    expect(queueRefusal({ at: new Map([['twitter', new Date()]]), noSlot: [], full: [] })).toBeNull();
  });
});
