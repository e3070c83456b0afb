import { SocialError } from '../errors';

/** How much of a post's start two texts must share to be the same post. */
const MATCH_CHARS = 100;

/**
 * How far back of `since` a platform's list is read: its clock and Inkwell's may disagree by a little,
 * and a post stamped a few seconds "before" the attempt began is still that attempt's.
 */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** The time from which a platform's list is read for a `findRecent` (port.ts) look-up. */
export function listFrom(since: Date): Date {
  return new Date(since.getTime() - CLOCK_SKEW_MS);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const LINK = /\bhttps?:\/\/\S+/gi;
/** The numbering a thread's first part ends with (split-thread.ts: " 1/N"). */
const FIRST_OF_THREAD = /\s1\/\d+\s*$/;

/** Removes the links from a text; the default takes `http(s)://…`, a platform may know better (X's bare domains). */
export type LinkRemover = (text: string) => string;

/** Leaves out `http(s)://…` links: what the platforms' own texts show of links. */
export const removeSchemeLinks: LinkRemover = (text) => text.replace(LINK, ' ');

/**
 * The start of a text as it is compared: platform escapes (X sends `&amp;`) undone, links left out (X
 * shortens every link to t.co and adds one for attached media), Unicode composed, whitespace collapsed.
 */
export function matchKey(text: string, removeLinks: LinkRemover = removeSchemeLinks): string {
  const decoded = text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
  const plain = removeLinks(decoded).normalize('NFC').replace(/\s+/g, ' ').trim();
  return [...plain].slice(0, MATCH_CHARS).join('');
}

/**
 * Whether a post the platform lists is the one Inkwell sent with `wanted`: the same first ~100
 * characters, or (an X thread) a first part " 1/N" that the wanted text begins with. `removeLinks`
 * applies to Inkwell's text, which has the creator's links; the platform's own shows its own links,
 * which the default removes.
 */
export function isSamePost(opts: { listed: string; wanted: string; removeLinks?: LinkRemover }): boolean {
  const wanted = matchKey(opts.wanted, opts.removeLinks);
  if (wanted === '') return false;
  if (matchKey(opts.listed) === wanted) return true;
  if (!FIRST_OF_THREAD.test(opts.listed)) return false;
  const part = matchKey(opts.listed.replace(FIRST_OF_THREAD, ''));
  return part !== '' && wanted.startsWith(part);
}

/** A platform's timestamp (ISO 8601, Meta's `+0000`, or Unix seconds) as a Date; undefined when unreadable. */
export function listedAt(value: unknown): Date | undefined {
  const ms = typeof value === 'number' ? value * 1000 : typeof value === 'string' ? (/^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value)) : NaN;
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}

/** At most this many pages of a platform's list are read for one look-up (a few minutes' posts fit in one). */
export const MAX_PAGES = 5;

/**
 * The account posted more since the attempt than Inkwell reads for one look-up: not finding the post
 * there proves nothing, so the creator decides (never null, which would publish again).
 */
export function tooManyToTell(platform: string): SocialError {
  return new SocialError('invalid', `This ${platform} account posted too much since then for Inkwell to tell whether this post is among it.`);
}
