import { describe, expect, it } from 'vitest';
import { digestSource } from './source-digest';
import { SHORT_TEXT, TEST_ARTICLES } from '../test/texts/articles';

const [congestion, heatPumps, fourDayWeek, chipPlant] = TEST_ARTICLES as [typeof TEST_ARTICLES[0], typeof TEST_ARTICLES[0], typeof TEST_ARTICLES[0], typeof TEST_ARTICLES[0]];

describe('digestSource', () => {
  it('puts the news first: the lead sentence of a news story ranks first', () => {
    expect(digestSource(congestion.text).sentences[0]).toBe(congestion.key[0]);
    expect(digestSource(fourDayWeek.text).sentences[0]).toBe(fourDayWeek.key[0]);
    expect(digestSource(chipPlant.text).sentences[0]).toBe(chipPlant.key[0]);
  });

  it.each(TEST_ARTICLES.map((a) => [a.title, a] as const))('keeps the key sentences of "%s" among its top five', (_, article) => {
    const top = digestSource(article.text, { maxSentences: 5 }).sentences;
    expect(top).toHaveLength(5);
    expect(top.filter((s) => article.key.includes(s)).length).toBeGreaterThanOrEqual(2);
  });

  it('returns sentences as written in the source, never page furniture or headings', () => {
    const { sentences } = digestSource(congestion.text, { maxSentences: 20 });
    for (const s of sentences) expect(congestion.text).toContain(s);
    expect(sentences.join(' ')).not.toMatch(/Share this|Subscribe|All rights reserved|How the charge will work|By Marta Keller/);
  });

  it('names the subject in its key terms, names as written and other terms lower-cased', () => {
    expect(digestSource(heatPumps.text, { maxTerms: 5 }).terms).toEqual(expect.arrayContaining(['heat pump', 'gas furnace']));
    expect(digestSource(chipPlant.text, { maxTerms: 5 }).terms).toEqual(expect.arrayContaining(['Lumen', 'factory', 'Arizona']));
    expect(digestSource(fourDayWeek.text, { maxTerms: 5 }).terms).toEqual(expect.arrayContaining(['trial', 'companies', 'employees']));
    const terms = digestSource(SHORT_TEXT).terms;
    expect(terms).toContain('Sundays');
    expect(terms).toContain('town library');
    for (const term of digestSource(congestion.text).terms) expect(term.split(' ').length).toBeLessThanOrEqual(3);
  });

  it('never repeats a sentence, nor one that says nearly the same', () => {
    const lead = 'The city council approved a new congestion charge for downtown drivers on Tuesday night.';
    const nearly = 'On Tuesday night the city council approved a new congestion charge for downtown drivers.';
    const text = [lead, 'Buses will run more often on the six busiest routes next year.', nearly, lead, 'Shop owners fear that customers will drive to suburban malls instead.'].join(' ');
    const { sentences } = digestSource(text);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(sentences.filter((s) => s === lead || s === nearly)).toHaveLength(1);
  });

  it('takes the title from the caller, else from a first heading, else none', () => {
    expect(digestSource(congestion.text).title).toBe(congestion.title);
    expect(digestSource(congestion.text, { title: 'Given title' }).title).toBe('Given title');
    expect(digestSource(SHORT_TEXT).title).toBe('');
  });

  it('honours the counts asked for and gives the same digest every time', () => {
    const digest = digestSource(heatPumps.text, { maxSentences: 3, maxTerms: 4 });
    expect(digest.sentences).toHaveLength(3);
    expect(digest.terms).toHaveLength(4);
    expect(digestSource(heatPumps.text, { maxSentences: 3, maxTerms: 4 })).toEqual(digest);
  });

  it('digests an empty or sentence-less text to nothing', () => {
    expect(digestSource('')).toEqual({ sentences: [], terms: [], title: '' });
    expect(digestSource('# Just a heading').sentences).toEqual([]);
  });
});
