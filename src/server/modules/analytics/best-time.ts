import { BEST_TIME_MIN_MEASURED, BEST_TIME_MIN_PER_SLOT, WEEKDAY_LABELS, type BestTime } from '../../../contract/analytics';
import type { SlotRow } from './queries';

interface Bucket {
  key: number;
  posts: number;
  interactions: number;
}

/** The bucket with the highest average among those with enough posts of their own; ties go to more posts. */
function best(buckets: Map<number, Bucket>): Bucket | null {
  let top: Bucket | null = null;
  for (const b of buckets.values()) {
    if (b.posts < BEST_TIME_MIN_PER_SLOT) continue;
    const average = b.interactions / b.posts;
    const topAverage = top ? top.interactions / top.posts : -1;
    if (average > topAverage || (average === topAverage && top && b.posts > top.posts)) top = b;
  }
  return top;
}

function add(buckets: Map<number, Bucket>, key: number, posts: number, interactions: number) {
  const b = buckets.get(key) ?? { key, posts: 0, interactions: 0 };
  b.posts += posts;
  b.interactions += interactions;
  buckets.set(key, b);
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The weekday and the hour whose measured posts had the most interactions on average, once there are
 * BEST_TIME_MIN_MEASURED measured posts; a slot needs BEST_TIME_MIN_PER_SLOT posts of its own to count.
 */
export function bestTime(slots: SlotRow[]): BestTime {
  const measured = slots.reduce((n, s) => n + s.n, 0);
  const base = { measured, needed: BEST_TIME_MIN_MEASURED };
  if (measured < BEST_TIME_MIN_MEASURED) return { ready: false, ...base, day: null, hour: null };
  const days = new Map<number, Bucket>();
  const hours = new Map<number, Bucket>();
  for (const s of slots) {
    add(days, s.dow, s.n, s.interactions);
    add(hours, s.hour, s.n, s.interactions);
  }
  const day = best(days);
  const hour = best(hours);
  return {
    ready: true,
    ...base,
    day: day && { weekday: day.key, label: WEEKDAY_LABELS[day.key]!, average_interactions: round(day.interactions / day.posts), posts: day.posts },
    hour: hour && { hour: hour.key, average_interactions: round(hour.interactions / hour.posts), posts: hour.posts },
  };
}
