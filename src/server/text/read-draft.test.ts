import { describe, expect, it } from 'vitest';
import { countWords } from './count-words';
import { readDraft } from './read-draft';

describe('readDraft', () => {
  it('reads headings, lines, code and links as a reader of the rendered draft sees them', () => {
    const draft = [
      '# A *title* #',
      '',
      '**Meta description:** a _short_ one.',
      'Second line with [a link](https://en.wikipedia.org/wiki/Compost_(heap)).',
      '',
      'Setext heading',
      '--------------',
      '',
      '- **Label:**',
      '',
      '```md',
      '## not a heading',
      '```',
    ].join('\n');
    const { lines, links, words } = readDraft(draft);
    expect(lines.map((l) => [l.kind, l.depth, l.text, l.sourceLine])).toEqual([
      ['heading', 1, 'A title', 0],
      ['text', 0, 'Meta description: a short one.', 2],
      ['text', 0, 'Second line with a link.', 3],
      ['heading', 2, 'Setext heading', 5],
      ['text', 0, 'Label:', 8],
      ['code', 0, '## not a heading', 11],
    ]);
    expect(lines.map((l) => l.boldOnly)).toEqual([false, false, false, false, true, false]);
    expect(links).toEqual([{ text: 'a link', url: 'https://en.wikipedia.org/wiki/Compost_(heap)' }]);
    expect(words).toBe(2 + 5 + 5 + 2 + 1 + 3);
  });

  it('counts the words of plain prose as the scanner does', () => {
    const prose = '## Two words\n\nSome *emphasised* text, 2–3 cuts in 10-minute blocks — and snake_case.\n\n> quoted text\n\n1. item one';
    expect(readDraft(prose).words).toBe(countWords(prose));
  });
});
