import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOG_TONES,
  NEWSLETTER_TONES,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  VIDEO_DURATIONS,
  VIDEO_PLATFORMS,
  VIDEO_TONES,
  contentKind,
} from '../../../contract/content';
import { postLength } from '../../../contract/post-length';
import { SOCIAL_LIMITS } from '../../../contract/social-limits';
import { composeDraft, type ContentInput } from '..';
import { humanizeOffline } from './humanize-offline';
import { HUMANIZER_DATA } from './humanizer-data';

/**
 * Property: whatever the generators write, and whatever stock phrasing a model would have spliced in,
 * the offline humanizer's version keeps the draft's time marks, headings, hashtags, @mentions, URLs
 * and platform limit. The invariants are read here with plain patterns, independently of the
 * fidelity check (check-humanized.ts) that the engine itself is held to.
 */

const WORDS = ['trail', 'running', 'sourdough', 'budget', 'travel', 'Python', 'remote', 'teams', 'gardening', 'Tokyo', 'podcast', 'habits', '2025', 'AI'];
const topic = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
const audience = fc.constantFrom('', 'busy parents', 'first-time founders', 'students');
const list = fc.array(fc.constantFrom('Gear', 'Budget tips', 'Q&A', 'What we learned', 'Next steps'), { maxLength: 4 });

const request: fc.Arbitrary<ContentInput> = fc.oneof(
  fc.record({ topic, platform: fc.constantFrom(...VIDEO_PLATFORMS), tone: fc.constantFrom(...VIDEO_TONES), duration: fc.constantFrom(...VIDEO_DURATIONS), target_audience: audience })
    .map((r) => ({ type: 'video_script' as const, request: contentKind('video_script').request.parse(r) })),
  fc.record({ topic, tone: fc.constantFrom(...BLOG_TONES), word_count: fc.integer({ min: 300, max: 1500 }), target_keywords: list, target_audience: audience })
    .map((r) => ({ type: 'blog_post' as const, request: contentKind('blog_post').request.parse(r) })),
  fc.record({ topic, platform: fc.constantFrom(...SOCIAL_PLATFORMS), tone: fc.constantFrom(...SOCIAL_TONES), include_hashtags: fc.boolean() })
    .map((r) => ({ type: 'social_media' as const, request: contentKind('social_media').request.parse(r) })),
  fc.record({ topic, tone: fc.constantFrom(...NEWSLETTER_TONES), sections: list, target_audience: audience })
    .map((r) => ({ type: 'newsletter' as const, request: contentKind('newsletter').request.parse(r) })),
);

/** Stock phrasing, hedges and transitions from the editor's own lists, as a model writes them at a sentence's start. */
const STOCK = [
  ...HUMANIZER_DATA.stock.phrases.map((swap) => swap.stock),
  ...HUMANIZER_DATA.hedges.phrases.map((swap) => swap.stock),
  ...HUMANIZER_DATA.transitions.words.map((word) => `${word},`),
].filter((phrase) => /^[a-z]/.test(phrase));
const splice = fc.array(fc.record({ line: fc.nat(), phrase: fc.constantFrom(...STOCK) }), { maxLength: 6 });

function withStockPhrasing(draft: string, splices: Array<{ line: number; phrase: string }>): string {
  const lines = draft.split('\n');
  for (const { line, phrase } of splices) {
    const at = line % lines.length;
    const text = lines[at]!;
    // Only prose lines: a model's filler sits in sentences, not in headings, marks or lists.
    if (!/^[A-Z][a-z]/.test(text)) continue;
    const opening = `${phrase[0]!.toUpperCase()}${phrase.slice(1)}`;
    lines[at] = `${opening} ${text[0]!.toLowerCase()}${text.slice(1)}`;
  }
  return lines.join('\n');
}

const FENCE = /^\s*(?:```|~~~)/;
function outsideCode(text: string): string[] {
  let inFence = false;
  return text.split('\n').filter((line) => {
    if (FENCE.test(line)) inFence = !inFence;
    return !inFence;
  });
}

const TIME_MARK = /\[\s*\d{1,2}:\d{2}(?::\d{2})?(?:\s*[-–—]\s*\d{1,2}:\d{2}(?::\d{2})?)?\s*\]|^\s*\d{1,2}:\d{2}(?::\d{2})?(?=\s)/gm;
const HASHTAG = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]+/gu;
const MENTION = /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_]+/gu;
const URL = /https?:\/\/[^\s)\]>]+/g;

function kept(text: string) {
  const lines = outsideCode(text);
  const all = lines.join('\n');
  const sorted = (pattern: RegExp) => [...all.matchAll(pattern)].map((m) => m[0].replace(/\s+/g, '')).sort();
  return {
    headings: lines.filter((line) => /^\s{0,3}#{1,6}\s/.test(line)).map((line) => line.trim()),
    timeMarks: sorted(TIME_MARK),
    hashtags: sorted(HASHTAG),
    mentions: sorted(MENTION),
    urls: sorted(URL),
  };
}

describe('the offline humanizer on any generated draft (property)', () => {
  it('keeps time marks, headings, hashtags, @mentions, URLs and the platform limit', () => {
    let edited = 0;
    fc.assert(
      fc.property(request, splice, (input, splices) => {
        const original = withStockPhrasing(composeDraft(input), splices);
        const platform = input.type === 'social_media' ? input.request.platform : undefined;
        const { text, changes } = humanizeOffline({ text: original, contentType: input.type, platform });
        if (changes.length > 0) edited++;
        expect(kept(text)).toEqual(kept(original));
        if (platform) {
          const limit = SOCIAL_LIMITS[platform];
          if (postLength(platform, original.trim()) <= limit) expect(postLength(platform, text.trim())).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 80 },
    );
    // The property is about edited drafts: most runs must have had something to edit.
    expect(edited).toBeGreaterThan(40);
  });

  it('never lengthens an X post past 280, even one written right up to the limit', () => {
    let nearLimit = 0;
    const padded = fc.tuple(fc.array(fc.constantFrom(...STOCK), { minLength: 1, maxLength: 8 }), fc.constantFrom('#run', '#bake #bread', ''), fc.constantFrom('https://example.com/a', ''))
      .map(([phrases, tags, url]) => {
        let post = `${phrases.map((p) => `${p[0]!.toUpperCase()}${p.slice(1)} we ship on Friday.`).join(' ')} ${url} ${tags}`.trim();
        while (postLength('twitter', `${post} Go.`) <= 280) post = `${post.replace(/\s*#.*$|\s*https?:\/\/\S+.*$/, '')} Go. ${url} ${tags}`.trim();
        return post;
      })
      .filter((post) => postLength('twitter', post) <= 280);
    fc.assert(
      fc.property(padded, (post) => {
        if (postLength('twitter', post) > 270) nearLimit++;
        const { text } = humanizeOffline({ text: post, contentType: 'social_media', platform: 'twitter' });
        expect(postLength('twitter', text.trim())).toBeLessThanOrEqual(280);
        expect(kept(text)).toEqual(kept(post));
      }),
      { numRuns: 60 },
    );
    expect(nearLimit).toBeGreaterThan(30);
  });
});
