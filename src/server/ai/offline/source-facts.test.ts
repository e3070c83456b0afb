import { describe, expect, it } from 'vitest';
import { readDraft } from '../../text/read-draft';
import { groupByTerm, markdownText, mentions, readSource, termTag, tidySentence } from './source-facts';
import { BIKE_LANES, HOSTILE, SHORT_NOTE } from '../../test/texts/sources';

describe('readSource', () => {
  it('gives nothing without a source, or with a blank one', () => {
    expect(readSource(undefined, { maxFacts: 5, maxTerms: 5 })).toBeNull();
    expect(readSource('   \n ', { maxFacts: 5, maxTerms: 5 })).toBeNull();
  });

  it("gives the source's sentences as written, best first, each with its place in the text", () => {
    const source = readSource(BIKE_LANES, { maxFacts: 6, maxTerms: 5 })!;
    expect(source.facts.length).toBeGreaterThan(2);
    expect(source.facts.length).toBeLessThanOrEqual(6);
    for (const fact of source.facts) expect(BIKE_LANES.replace(/\s+/g, ' ')).toContain(fact.text);
    expect(source.facts.map((f) => f.rank)).toEqual([...source.facts.map((f) => f.rank)].sort((a, b) => a - b));
    // The place in the text orders facts as the article does.
    const byOrder = [...source.facts].sort((a, b) => a.order - b.order).map((f) => BIKE_LANES.indexOf(f.text));
    expect(byOrder).toEqual([...byOrder].sort((a, b) => a - b));
    expect(source.terms.length).toBeGreaterThan(0);
    expect(source.terms.length).toBeLessThanOrEqual(5);
  });

  it('is deterministic', () => {
    expect(readSource(BIKE_LANES, { maxFacts: 8, maxTerms: 6 })).toEqual(readSource(BIKE_LANES, { maxFacts: 8, maxTerms: 6 }));
  });

  it('reads a short note', () => {
    expect(readSource(SHORT_NOTE, { maxFacts: 8, maxTerms: 6 })!.facts.map((f) => f.text)).toContain('Each of the 40 plots costs $25 a year, and water is included.');
  });
});

describe('tidySentence', () => {
  it('puts a sentence on one line, spaced as prose, capitalised and closed', () => {
    expect(tidySentence('  the plan   costs\n$62 million ,  mostly from a grant ')).toBe('The plan costs $62 million, mostly from a grant.');
    expect(tidySentence('"Quoted," she said.')).toBe('"Quoted," she said.');
    expect(tidySentence('Is it worth it?')).toBe('Is it worth it?');
  });

  it('drops a leading time mark, which a video script would read as a section', () => {
    expect(tidySentence('[0:15] Users under 25 made up half of the posts.')).toBe('Users under 25 made up half of the posts.');
  });
});

describe('mentions', () => {
  it('matches whole words, any case, singular or plural', () => {
    expect(mentions('Each lane will be separated from traffic.', 'lanes')).toBe(true);
    expect(mentions('Bike lanes open in March.', 'lane')).toBe(true);
    expect(mentions('The Harbor  Avenue plan.', 'harbor avenue')).toBe(true);
    expect(mentions('Planes land here.', 'lanes')).toBe(false);
    expect(mentions('A price (in $) rose.', 'price ($)')).toBe(false);
  });
});

describe('groupByTerm', () => {
  const source = readSource(BIKE_LANES, { maxFacts: 12, maxTerms: 8 })!;

  it('gathers facts under the terms they name, each fact once, each group in reading order', () => {
    const groups = groupByTerm(source.facts, source.terms, { groups: 4, perGroup: 3 });
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThanOrEqual(4);
    const all = groups.flatMap((g) => g.facts);
    expect(new Set(all).size).toBe(all.length);
    for (const group of groups) {
      expect(group.facts.length).toBeLessThanOrEqual(3);
      for (const fact of group.facts) expect(mentions(fact.text, group.term!)).toBe(true);
      expect(group.facts.map((f) => f.order)).toEqual([...group.facts.map((f) => f.order)].sort((a, b) => a - b));
    }
  });

  it('skips a term inside one already taken', () => {
    const facts = readSource(BIKE_LANES, { maxFacts: 12, maxTerms: 0 })!.facts;
    const groups = groupByTerm(facts, ['transport department', 'department', 'lanes'], { groups: 3, perGroup: 2 });
    expect(groups.map((g) => g.term)).toEqual(['transport department', 'lanes']);
  });
});

describe('markdownText', () => {
  it('renders as the text it was given', () => {
    const samples = [
      'Users made up **more than half** of the posts.',
      'The _many_ tips in snake_case_names are `code`-free ~roughly~.',
      '# Not a heading, but a number sign.',
      '2024. A year of change.',
      '- Not a list item.',
      '> Not a quote.',
      'Sponsored <b>wellness</b> content costs 5 * 3 dollars.',
      'A back\\slash stays.',
    ];
    for (const text of samples) {
      const { lines } = readDraft(markdownText(text));
      expect(lines.map((l) => l.text).join('\n'), text).toBe(text);
      expect(lines.every((l) => l.kind === 'text')).toBe(true);
    }
  });
});

describe('termTag', () => {
  it('makes a CamelCase hashtag body from a term, or none', () => {
    expect(termTag('transport department')).toBe('TransportDepartment');
    expect(termTag('Wellness Data Lab')).toBe('WellnessDataLab');
    expect(termTag('2024')).toBeNull();
    expect(termTag('ab')).toBeNull();
  });
});

describe('a hostile source', () => {
  it('keeps braces and hashtags as text: nothing in a source is filled as a template', () => {
    const facts = readSource(HOSTILE, { maxFacts: 8, maxTerms: 4 })!.facts.map((f) => f.text);
    expect(facts.some((f) => f.includes('{topic}'))).toBe(true);
    expect(facts.some((f) => f.includes('#selfcare'))).toBe(true);
  });
});
