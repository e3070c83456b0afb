import { DURATION_RANGES, type VideoScriptRequest } from '../../../../contract/content';
import type { Chooser } from '../../../ai/offline/seeded-chooser';

type Duration = VideoScriptRequest['duration'];

const POINTS: Record<Duration, { min: number; max: number }> = {
  short: { min: 2, max: 3 },
  medium: { min: 4, max: 5 },
  long: { min: 6, max: 8 },
};

/** A natural speaking pace: about 150 words a minute. */
export const SPOKEN_WORDS_PER_SECOND = 2.5;

/**
 * The runtime for a script whose sections need `estimate` seconds: rounded to 5 s and kept inside the
 * duration's range with a margin, stretching (more B-roll, slower delivery) or tightening to fit.
 */
export function fitRuntime(duration: Duration, estimate: number, vertical: boolean): number {
  const range = DURATION_RANGES[duration];
  const low = range.min + (vertical ? 5 : 15);
  const high = range.max - 15;
  return Math.min(high, Math.max(low, Math.round(estimate / 5) * 5));
}

export function pickPointCount(duration: Duration, chooser: Chooser): number {
  const { min, max } = POINTS[duration];
  return chooser.int(min, max);
}

/**
 * Start times for sections of the given relative weights, rounded to `unit` seconds, each at least
 * `minGap` after the one before and before `total`.
 */
export function planStarts(opts: { weights: readonly number[]; total: number; unit: number; minGap: number }): number[] {
  const sum = opts.weights.reduce((a, b) => a + b, 0);
  const starts: number[] = [];
  let acc = 0;
  for (const weight of opts.weights) {
    const ideal = Math.round(((acc / sum) * opts.total) / opts.unit) * opts.unit;
    const previous = starts.at(-1);
    starts.push(previous === undefined ? 0 : Math.max(ideal, previous + opts.minGap));
    acc += weight;
  }
  const last = starts.at(-1) ?? 0;
  if (last > opts.total - opts.minGap) throw new Error('runtime too short for its sections');
  return starts;
}

/** "a minute", "90 seconds", "7 minutes", rounded up, for spoken promises like "in under 7 minutes". */
export function spokenMinutes(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  if (seconds <= 90) return '90 seconds';
  return `${Math.ceil(seconds / 60)} minutes`;
}
