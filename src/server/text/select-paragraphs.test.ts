import { describe, expect, it } from 'vitest';
import { selectParagraphs } from './select-paragraphs';

const words = (paragraphs: string[]) => paragraphs.join(' ').split(/\s+/).length;

describe('selectParagraphs', () => {
  it('returns a source within the budget as it is', () => {
    const paragraphs = ['One short paragraph about tides.', 'Another about the moon and the tides.'];
    expect(selectParagraphs(paragraphs, 100)).toBe(paragraphs);
  });

  it('keeps the paragraphs about the source’s subject, within the budget and in source order', () => {
    const facts = [
      'Tidal turbines in the estuary turn the tides into electricity for the grid.',
      'The estuary turbines produce most electricity when spring tides run fastest.',
      'Engineers inspect the tidal turbines after each winter storm in the estuary.',
      'Fish counts near the turbines have not fallen since the tidal plant opened.',
      'The grid operator buys tidal electricity at a fixed price for fifteen years.',
    ];
    const asides = [
      'The choir rehearses on Thursday evenings in the church hall.',
      'A bakery on the harbour front sells sourdough loaves on Saturdays.',
      'The football club elected a new treasurer at its annual meeting.',
      'Parking permits for the old town must be renewed before March.',
      'The museum shop is closed for stocktaking during the first week.',
    ];
    const paragraphs: string[] = [];
    for (let i = 0; i < 40; i++) {
      paragraphs.push(`${facts[i % 5]} ${facts[(i + 2) % 5]} Logged as entry ${i + 1}.`);
      if (i % 8 === 0) paragraphs.push(asides[i / 8]!);
    }
    const chosen = selectParagraphs(paragraphs, 300);
    expect(words(chosen)).toBeLessThanOrEqual(300);
    expect(chosen.length).toBeGreaterThan(5);
    expect(chosen.filter((p) => asides.includes(p))).toEqual([]);
    const positions = chosen.map((p) => paragraphs.indexOf(p));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('selectParagraphs on a text without paragraph breaks', () => {
  it('selects from pieces of the one long paragraph, cut between sentences', () => {
    const sentences = Array.from({ length: 600 }, (_, i) => `Sentence ${i} reports that the harbour dredging moved ${i} tonnes of silt.`);
    const chosen = selectParagraphs([sentences.join(' ')], 2_000);
    expect(words(chosen)).toBeLessThanOrEqual(2_000);
    expect(words(chosen)).toBeGreaterThan(1_500);
    for (const piece of chosen) expect(piece).toMatch(/^Sentence \d+ .*silt\.$/);
  });
});
