import { describe, expect, it } from 'vitest';
import { MAX_RANKED_SENTENCES, rankSentences } from './rank-sentences';
import { readSentences } from './read-sentences';
import { generatedText } from '../test/texts/articles';

function scoresOf(paragraphs: string[], titleTerms: string[] = []) {
  const sentences = readSentences(paragraphs);
  const ranking = rankSentences(sentences, { titleTerms, sourceSentences: sentences.length });
  return new Map(ranking.sentences.map((s, i) => [s.text, ranking.scores[i]!]));
}

describe('rankSentences', () => {
  const opening = 'Volunteers planted mangrove seedlings along the bay this spring.';
  const central = 'The mangrove seedlings protect the bay shoreline from storm waves and erosion.';
  const offTopic = 'A bakery on Main Street has started selling sourdough bread on Saturdays.';
  const others = [
    'Storm waves had eroded the bay shoreline for years before the planting began.',
    'Mangrove roots trap sediment, which slows erosion along the shoreline.',
    'Scientists will measure erosion along the bay shoreline every month.',
  ];

  it('ranks a sentence that shares its subject with the others above one that shares nothing', () => {
    const scores = scoresOf([opening, ...others.slice(0, 1), offTopic, central, ...others.slice(1)]);
    expect(scores.get(central)!).toBeGreaterThan(scores.get(offTopic)!);
    expect(Math.max(...scores.values())).toBe(1);
  });

  it('lifts sentences that share the title’s words', () => {
    const plain = scoresOf([opening, central, offTopic, ...others]);
    const titled = scoresOf([opening, central, offTopic, ...others], ['bakeri', 'sourdough', 'bread']);
    expect(titled.get(offTopic)! / titled.get(central)!).toBeGreaterThan(plain.get(offTopic)! / plain.get(central)!);
  });

  it('ranks at most MAX_RANKED_SENTENCES of a long text, in source order, the same way every time', () => {
    const sentences = readSentences(generatedText(60_000).split('\n\n'));
    expect(sentences.length).toBeGreaterThan(MAX_RANKED_SENTENCES);
    const ranking = rankSentences(sentences, { titleTerms: [], sourceSentences: sentences.length });
    expect(ranking.sentences).toHaveLength(MAX_RANKED_SENTENCES);
    const indexes = ranking.sentences.map((s) => s.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    for (const score of ranking.scores) expect(Number.isFinite(score)).toBe(true);
    expect(rankSentences(sentences, { titleTerms: [], sourceSentences: sentences.length }).scores).toEqual(ranking.scores);
  });

  it('ranks nothing when there is nothing', () => {
    expect(rankSentences([], { titleTerms: [], sourceSentences: 0 }).scores).toHaveLength(0);
  });
});
