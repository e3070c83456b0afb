import { describe, expect, it } from 'vitest';
import { parseInlines, parseMarkdown, safeHref } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs (keeping their line breaks), rules and quotes', () => {
    expect(parseMarkdown('# Title\n\nFirst line\nsame paragraph\n\n---\n\n> quoted\n\n## Next ##')).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', value: 'Title' }] },
      {
        type: 'paragraph',
        children: [{ type: 'text', value: 'First line' }, { type: 'break' }, { type: 'text', value: 'same paragraph' }],
      },
      { type: 'rule' },
      { type: 'quote', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'quoted' }] }] },
      { type: 'heading', level: 2, children: [{ type: 'text', value: 'Next' }] },
    ]);
  });

  it('does not take a hashtag for a heading', () => {
    expect(parseMarkdown('#growth tips')[0]?.type).toBe('paragraph');
  });

  it('reads bullet and numbered lists, nested by indentation', () => {
    expect(parseMarkdown('- one\n- two\n  - two.a\n- three\n\n3. third\n4. fourth')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ type: 'paragraph', children: [{ type: 'text', value: 'one' }] }],
          [
            { type: 'paragraph', children: [{ type: 'text', value: 'two' }] },
            { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: [{ type: 'text', value: 'two.a' }] }]] },
          ],
          [{ type: 'paragraph', children: [{ type: 'text', value: 'three' }] }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [
          [{ type: 'paragraph', children: [{ type: 'text', value: 'third' }] }],
          [{ type: 'paragraph', children: [{ type: 'text', value: 'fourth' }] }],
        ],
      },
    ]);
  });

  it('keeps fenced code as it is', () => {
    expect(parseMarkdown('```\n# not a heading\n**raw**\n```')).toEqual([{ type: 'code', value: '# not a heading\n**raw**' }]);
  });
});

describe('parseInlines', () => {
  it('reads bold, italic, both, and inline code', () => {
    expect(parseInlines('**bold** and *it* and _also_ and ***both*** and `x*y`')).toEqual([
      { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
      { type: 'text', value: ' and ' },
      { type: 'em', children: [{ type: 'text', value: 'it' }] },
      { type: 'text', value: ' and ' },
      { type: 'em', children: [{ type: 'text', value: 'also' }] },
      { type: 'text', value: ' and ' },
      { type: 'strong', children: [{ type: 'em', children: [{ type: 'text', value: 'both' }] }] },
      { type: 'text', value: ' and ' },
      { type: 'code', value: 'x*y' },
    ]);
  });

  it('leaves snake_case words, lone stars and escaped characters as text', () => {
    expect(parseInlines('snake_case_name costs 2 * 3 \\*not italic\\*')).toEqual([
      { type: 'text', value: 'snake_case_name costs 2 * 3 *not italic*' },
    ]);
  });

  it('links http(s) and mailto addresses and drops any other link, keeping its text', () => {
    expect(parseInlines('[site](https://example.com/a "Title") [bad](javascript:alert(1)) [rel](/x) [mail](mailto:a@b.co)')).toEqual([
      { type: 'link', href: 'https://example.com/a', children: [{ type: 'text', value: 'site' }] },
      { type: 'text', value: ' bad rel ' },
      { type: 'link', href: 'mailto:a@b.co', children: [{ type: 'text', value: 'mail' }] },
    ]);
  });

  it('links bare web addresses without their closing punctuation', () => {
    expect(parseInlines('See https://example.com/page.')).toEqual([
      { type: 'text', value: 'See ' },
      { type: 'link', href: 'https://example.com/page', children: [{ type: 'text', value: 'https://example.com/page' }] },
      { type: 'text', value: '.' },
    ]);
  });

  it('keeps an image as its description only', () => {
    expect(parseInlines('![a chart](https://example.com/c.png)')).toEqual([{ type: 'text', value: 'a chart' }]);
  });

  it('turns two trailing spaces into a line break', () => {
    expect(parseInlines('one  \ntwo')).toEqual([{ type: 'text', value: 'one' }, { type: 'break' }, { type: 'text', value: 'two' }]);
  });
});

describe('safeHref', () => {
  it('accepts only http, https and mailto', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});
