import { describe, expect, it } from 'vitest';
import { HUMANIZER_DATA, HumanizerData } from './humanizer-data';
import { MODE_DATA } from './mode-data';

describe('the humanizer data file', () => {
  it('loads with 100+ stock phrases, each once, and the stiff connectives', () => {
    const phrases = HUMANIZER_DATA.stock.phrases.map((p) => p.stock);
    expect(phrases.length).toBeGreaterThanOrEqual(100);
    const connectives = HUMANIZER_DATA.connectives.phrases.map((p) => p.stock);
    expect(connectives).toEqual(expect.arrayContaining(['moreover', 'furthermore', 'in conclusion', 'additionally', 'thus', 'consequently', 'in summary']));
    for (const group of Object.values(MODE_DATA)) expect(new Set(group.phrases.map((p) => p.stock)).size).toBe(group.phrases.length);
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('rejects phrases with capitals or digits, and contractions without an apostrophe', () => {
    const broken = structuredClone(HUMANIZER_DATA);
    broken.stock.phrases[0] = { stock: 'Delve into', plain: 'look at' };
    broken.hedges.phrases[0] = { stock: 'basically', plain: 'in 2 words' };
    broken.contractions.pairs[0] = { full: 'do not', short: 'dont' };
    const result = HumanizerData.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['stock.phrases.0.stock', 'hedges.phrases.0.plain', 'contractions.pairs.0.short']);
  });
});
