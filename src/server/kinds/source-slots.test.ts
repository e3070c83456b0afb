import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPostRequest, NewsletterRequest, SOCIAL_PLATFORMS, SocialPostRequest, VideoScriptRequest } from '../../contract/content';
import { findSlots } from '../../contract/slots';
import { markdownText, readSource } from '../ai/offline/source-facts';
import { hygieneProblems } from '../ai/offline/draft-hygiene';
import { createGrammarChecker, describeGrammarError, type GrammarChecker } from '../test/grammar-check';
import { BIKE_LANES } from '../test/texts/sources';
import { TEST_ARTICLES } from '../test/texts/articles';
import { countProblems, placeholderProblems } from './corpus/draft-checks';
import type { CorpusTopic } from './corpus/topics';
import { checkDraft, composeDraft, type ContentInput } from './index';

/**
 * With a source ("Create from this"), the offline engine fills a topic's shape from the source's
 * sentences (docs/product/drafts.md#topic-shapes): no fill-in slot is left where the source has a
 * sentence to put, a list still has exactly its count, and the grammar checker finds nothing. A source
 * too short for every item fills what it can; the rest stay slots.
 */
const TOPICS: CorpusTopic[] = [
  { topic: '3 cheap lighting tricks for filming in a small apartment', category: 'list', shape: 'list', count: 3 },
  { topic: 'Five mistakes new podcasters make', category: 'list', shape: 'list', count: 5 },
  { topic: 'How to record a month of Shorts in one afternoon', category: 'how-to', shape: 'how-to' },
  { topic: 'Should I quit my job to become a full-time creator?', category: 'yes-no question', shape: 'question' },
  { topic: 'I just hit 10,000 subscribers after 14 months of posting twice a week', category: 'milestone', shape: 'milestone' },
  { topic: 'Consistency beats talent', category: 'statement', shape: 'statement' },
  { topic: 'Batch filming', category: 'noun phrase', shape: 'noun' },
];

/**
 * Sources with sentences enough for every item (12 and 23 as the engine reads them), whose own sentences
 * the grammar checker reads without a lint: a news story, and a report copied from a web page.
 */
const FOUR_DAY_WEEK = TEST_ARTICLES.find((a) => a.title.startsWith('Four-day week'))!.text;
const SOURCES = { 'bike lanes': BIKE_LANES, 'a four-day week trial': FOUR_DAY_WEEK } as const;

/** The newsletter's sections: the default, and ones whose heading promises a count. */
const SECTION_SETS: string[][] = [[], ['Three lessons', 'Quick Tips'], ['Top Story', '5 tools worth trying', "What's Next"]];

/** Every kind, several platforms, lengths and section sets, for one topic and source. */
function requests(topic: string, source: string): { label: string; input: ContentInput }[] {
  return [
    ...(['short', 'medium'] as const).map((duration, i) => ({
      label: `video_script ${duration}`,
      input: { type: 'video_script', request: VideoScriptRequest.parse({ topic, source, duration, platform: i ? 'tiktok' : 'youtube' }) } as const,
    })),
    ...[300, 600].map((word_count) => ({ label: `blog_post ${word_count}`, input: { type: 'blog_post', request: BlogPostRequest.parse({ topic, source, word_count }) } as const })),
    ...SOCIAL_PLATFORMS.map((platform) => ({ label: `social_media ${platform}`, input: { type: 'social_media', request: SocialPostRequest.parse({ topic, source, platform }) } as const })),
    ...SECTION_SETS.map((sections) => ({
      label: `newsletter [${sections.join(', ')}]`,
      input: { type: 'newsletter', request: NewsletterRequest.parse({ topic, source, sections }) } as const,
    })),
  ];
}

/** The source's sentences as a draft writes them. */
function sentencesOf(source: string): string[] {
  return readSource(source, { maxFacts: 60, maxTerms: 0 })!.facts.map((f) => markdownText(f.text));
}

let checker: GrammarChecker;
beforeAll(async () => {
  checker = await createGrammarChecker();
});
afterAll(async () => {
  await checker.dispose();
});

describe('drafts made from a source of enough sentences', () => {
  const cases = TOPICS.flatMap((topic) => Object.entries(SOURCES).map(([name, source]) => [`${topic.shape}: "${topic.topic}" from ${name}`, topic, source] as const));

  it.each(cases)('%s leaves no slot in any kind, keeps its count and reads as English', async (_, topic, source) => {
    const sentences = sentencesOf(source);
    const problems: string[] = [];
    for (const { label, input } of requests(topic.topic, source)) {
      const text = composeDraft(input);
      const found = [
        ...findSlots(text).map((s) => `slot left: ${s.text}`),
        ...countProblems(text, topic, sentences),
        ...placeholderProblems(text),
        ...hygieneProblems(text),
        ...checkDraft(input, text),
        ...(await checker.check(text, { topic: topic.topic })).map(describeGrammarError),
      ];
      problems.push(...found.map((p) => `[${label}] ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('fills a newsletter’s list with the source’s sentences, after its summary ("Top Story")', () => {
    const text = composeDraft({ type: 'newsletter', request: NewsletterRequest.parse({ topic: '3 cheap lighting tricks for filming in a small apartment', source: BIKE_LANES }) });
    const items = text.split('\n').filter((l) => /^\d{1,2}\. /.test(l));
    expect(items).toHaveLength(3);
    const sentences = sentencesOf(BIKE_LANES);
    for (const item of items) expect(sentences).toContain(item.replace(/^\d{1,2}\. /, ''));
    expect(text.indexOf('## Top Story')).toBeLessThan(text.indexOf(items[0]!));
    expect(findSlots(text)).toEqual([]);
  });
});

describe('a source too short for every item', () => {
  const ONE_SENTENCE = 'The community garden on Elm Street opens for the season on April 5.';
  const list = TOPICS[0]!;

  it.each(requests(list.topic, ONE_SENTENCE).map((r) => [r.label, r.input] as const))('%s: the sentence is item 1, the other two stay slots', async (_, input) => {
    const text = composeDraft(input);
    expect(countProblems(text, list, [ONE_SENTENCE])).toEqual([]);
    const counted = input.type === 'newsletter' ? input.request.sections.some((s) => /^(?:three|5)\b/i.test(s)) : false;
    const itemSlots = findSlots(text).filter((s) => /trick/i.test(s.label));
    expect(itemSlots.map((s) => s.label.replace(/^.*?(\d+)$/, '$1'))).toEqual(['2', '3']);
    // A counted newsletter section gets nothing from the one sentence either: its items are all slots.
    if (!counted) expect(findSlots(text)).toHaveLength(2);
    expect(text).toContain(ONE_SENTENCE.replace(/\.$/, ''));
    expect(checkDraft(input, text)).toEqual([]);
    expect((await checker.check(text, { topic: list.topic })).map(describeGrammarError)).toEqual([]);
  });
});
