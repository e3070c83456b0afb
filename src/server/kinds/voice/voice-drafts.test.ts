import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlots } from '../../../contract/slots';
import type { VoiceBrief } from '../../../contract/voices';
import { hygieneProblems } from '../../ai/offline/draft-hygiene';
import { findHashtags } from '../../text/hashtags';
import { countEmoji, findAvoided, withoutSlots } from '../../text/voice-phrases';
import { corpusRequests } from '../corpus/corpus-requests';
import { CORPUS } from '../corpus/topics';
import { createGrammarChecker, type GrammarChecker } from '../../test/grammar-check';
import { checkDraft, composeDraft, type ContentInput } from '../index';
import { voiceSynonyms } from './synonyms';

/**
 * Words the offline phrase banks use most (counted over the banks when this list was made), so that the
 * voice pass has real work on every draft.
 */
const AVOID = ['game-changer', 'consistency', 'consistent', 'simple', 'audience', 'tips', 'journey', 'practical', 'small', 'just', 'actually', 'progress', 'routine', 'quick', 'mistake'];

const HABITS: Array<Pick<VoiceBrief, 'emoji' | 'hashtags'>> = [
  { emoji: 'none', hashtags: 'none' },
  { emoji: 'sparing', hashtags: 'few' },
  { emoji: 'frequent', hashtags: 'platform' },
  { emoji: 'none', hashtags: 'few' },
];

function voice(i: number): VoiceBrief {
  return {
    name: 'Maya',
    description: 'warm, direct, a little nerdy',
    samples: [],
    avoid: AVOID,
    prefer: ['straightforward', "here's the thing"],
    own_hashtags: ['MayaMakes'],
    sign_off: 'Talk soon,\nMaya',
    ...HABITS[i % HABITS.length]!,
  };
}

/** 25 topics of the awkward-topic corpus, spread over its categories, through all four kinds: 100 drafts. */
const TOPICS = CORPUS.filter((_, i) => i % Math.floor(CORPUS.length / 25) === 0).slice(0, 25);
const DRAFTS = TOPICS.flatMap((topic, t) =>
  corpusRequests(topic.topic, t).map(({ input, label }, k) => ({ input, label: `${label} "${topic.topic}"`, v: voice(t + k) })),
);

let grammar: GrammarChecker;
beforeAll(async () => {
  grammar = await createGrammarChecker();
});
afterAll(() => grammar.dispose());

describe('the offline engine in a brand voice', () => {
  it('writes 100 drafts of every kind', () => {
    expect(DRAFTS.length).toBe(100);
    expect(new Set(DRAFTS.map((d) => d.input.type)).size).toBe(4);
    // The avoid-list is real work: the same drafts without the voice use its words.
    const plainHits = DRAFTS.filter((d) => findAvoided(composeDraft(d.input), AVOID).length > 0).length;
    expect(plainHits).toBeGreaterThan(50);
  });

  it.each(DRAFTS.map((d, i) => [i, d.label, d] as const))('%i %s: no avoided phrase, the sign-off, the habits', async (i, _label, { input, v }) => {
    const plain = composeDraft({ ...input, variant: i });
    const voiced = { ...input, voice: v, variant: i } as ContentInput;
    const text = composeDraft(voiced);
    expect(findAvoided(text, AVOID), text).toEqual([]);
    // Slots stay as they were composed.
    expect(findSlots(text).map((s) => s.text).sort()).toEqual(findSlots(plain).map((s) => s.text).sort());
    if (input.type !== 'video_script') expect(text, text).toContain('Talk soon,\nMaya');
    // Fill-in slots are the creator's to replace: the habits hold outside them.
    const emoji = countEmoji(withoutSlots(text));
    if (v.emoji === 'none') expect(emoji, text).toBe(0);
    if (v.emoji === 'sparing') expect(emoji, text).toBeLessThanOrEqual(2);
    if (v.emoji === 'frequent' && input.type === 'social_media') expect(emoji, text).toBeGreaterThan(0);
    const tags = findHashtags(withoutSlots(text));
    if (v.hashtags === 'none') expect(tags, text).toEqual([]);
    if (v.hashtags === 'few') expect(tags.length, text).toBeLessThanOrEqual(3);
    if (tags.length > 0 && input.type === 'social_media') expect(tags[0]).toBe('#MayaMakes');
    // No new untidiness: what the plain draft did not have, the voiced one does not either.
    const before = new Set(hygieneProblems(plain).map((p) => p.split(':')[0]));
    expect(hygieneProblems(text).filter((p) => !before.has(p.split(':')[0])), text).toEqual([]);
    // No grammar error the plain draft did not have (the replacements keep the sentence whole).
    const topic = input.request.topic;
    const known = new Set((await grammar.check(plain, { topic })).map((e) => e.problem));
    // (The plain draft's own slips, found there or standing there word for word, are the composer's, not the voice's.)
    const mine = (await grammar.check(text, { topic })).filter((e) => !known.has(e.problem) && !plain.toLowerCase().includes(e.problem.toLowerCase()));
    expect(mine.map((e) => `${e.kind}: ${e.problem}`), text).toEqual([]);
    // The voice's own check finds nothing to repair.
    expect(checkDraft(voiced, text).filter((p) => /never uses|the creator uses/.test(p)), text).toEqual([]);
  });

  it('loads the synonym table, whose replacements are never the word they replace', () => {
    const table = voiceSynonyms();
    expect(Object.keys(table).length).toBeGreaterThan(80);
    for (const [word, replacements] of Object.entries(table)) expect(replacements, word).not.toContain(word);
  });
});
