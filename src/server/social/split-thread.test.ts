import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postLength } from '../../contract/post-length';
import { splitThread } from './split-thread';

const weighted = (text: string) => postLength('twitter', text);
/** The posts without their " i/n" numbers, joined back by single spaces. */
const words = (posts: string[]) =>
  posts
    .map((p) => p.replace(/ \d+\/\d+$/, ''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);

const SENTENCES = [
  'Remote teams that write things down move faster than teams that meet all day.',
  'Start each morning with a three-line update: what you did, what you will do, what blocks you.',
  'Link the plan at https://example.com/plans/2026/remote-team-handbook?utm_source=inkwell so nobody has to ask.',
  'Tag the owner, @maya_lee, and use #RemoteWork so the update is easy to find later.',
  'Keep meetings for decisions, not for status.',
];

describe('splitThread', () => {
  it('leaves a post that fits as it is, unnumbered', () => {
    expect(splitThread('  Short post.  ')).toEqual(['Short post.']);
  });

  it('numbers each post "i/n", keeps each within 280 weighted characters, and cuts between sentences', () => {
    const text = SENTENCES.join(' ');
    expect(weighted(text)).toBeGreaterThan(280);
    const posts = splitThread(text);
    expect(posts.length).toBeGreaterThan(1);
    posts.forEach((post, i) => {
      expect(post.endsWith(` ${i + 1}/${posts.length}`)).toBe(true);
      expect(weighted(post)).toBeLessThanOrEqual(280);
      // Every post ends a sentence: none was cut in the middle of one.
      expect(post.replace(/ \d+\/\d+$/, '')).toMatch(/[.!?]$/);
    });
    expect(words(posts)).toEqual(text.split(/\s+/));
  });

  it('cuts a very long sentence between words, never inside a URL, hashtag or mention', () => {
    const url = 'https://example.com/a/very/long/path/that/keeps/going/and/going/and/going/on/and/on/for/ever';
    const text = Array.from({ length: 30 }, (_, i) => `word${i} ${url} #tag${i} @user${i}`).join(' ');
    const posts = splitThread(text);
    for (const post of posts) expect(weighted(post)).toBeLessThanOrEqual(280);
    expect(words(posts)).toEqual(text.split(' '));
  });

  it('cuts a single word longer than a post by characters', () => {
    const posts = splitThread('x'.repeat(700));
    expect(posts).toHaveLength(3);
    for (const post of posts) expect(weighted(post)).toBeLessThanOrEqual(280);
    expect(posts.map((p) => p.replace(/ \d+\/\d+$/, '')).join('')).toBe('x'.repeat(700));
  });

  it('makes room for two-digit numbers when the thread has ten posts or more', () => {
    const text = Array.from({ length: 12 }, () => `${'a'.repeat(250)}.`).join(' ');
    const posts = splitThread(text);
    expect(posts).toHaveLength(12);
    expect(posts[11]).toMatch(/ 12\/12$/);
    for (const post of posts) expect(weighted(post)).toBeLessThanOrEqual(280);
  });

  it('keeps every word, in order, within the limit, for any text (property)', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[a-z]{1,12}$/),
      fc.constantFrom('https://example.com/x', '#tag', '@someone', '日本語', '🙂🙂', 'end.', 'why?'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(word, fc.constantFrom(' ', ' ', '\n', '\n\n')), { minLength: 1, maxLength: 300 }), (pairs) => {
        const text = pairs.map(([w, sep]) => w + sep).join('').trim();
        const posts = splitThread(text);
        for (const post of posts) expect(weighted(post)).toBeLessThanOrEqual(280);
        expect(words(posts)).toEqual(text.split(/\s+/).filter(Boolean));
      }),
      { numRuns: 60 },
    );
  });
});
