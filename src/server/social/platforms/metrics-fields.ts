import { postGone } from '../errors';
import type { PostMetrics } from '../port';
import type { ExplainFailure, FailureExplanation, HttpFailure } from './http';

/** A post's numbers from what its platform reported; every number it did not report stays null, never 0. */
export function postMetrics(known: Partial<PostMetrics>): PostMetrics {
  return { impressions: null, likes: null, comments: null, shares: null, views: null, ...known };
}

/**
 * A count in a platform's answer: a whole number from 0 up, as a JSON number or (YouTube) a string of
 * digits. Anything else, or nothing, is a number the platform did not give: null.
 */
export function count(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A count field of a JSON object (see `count`). */
export function countField(record: unknown, key: string): number | null {
  return typeof record === 'object' && record !== null ? count((record as Record<string, unknown>)[key]) : null;
}

/** The sum of counts, or null when one of them is unknown (a partial sum would pass for the whole). */
export function sumOf(...counts: Array<number | null>): number | null {
  return counts.every((c): c is number => c !== null) ? counts.reduce((a, b) => a + b, 0) : null;
}

/** What makes `httpFailure` throw the same `gone` error as postGone: the post was deleted at the platform. */
export const GONE: FailureExplanation = { kind: 'gone', message: postGone().message };

/** A client's explanation of failures, with the platform's way of saying "no such post" read as `gone` first. */
export function explainGone(isGone: (failure: HttpFailure) => boolean, explain?: ExplainFailure): ExplainFailure {
  return (failure) => (isGone(failure) ? GONE : explain?.(failure));
}
