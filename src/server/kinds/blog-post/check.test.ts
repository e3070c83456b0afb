import { describe, expect, it } from 'vitest';
import { BlogPostRequest } from '../../../contract/content';
import { blogBody, checkBlogPost } from './check';
import { countWords } from '../../text/count-words';

const request = (over: Partial<Record<string, unknown>> = {}) =>
  BlogPostRequest.parse({ topic: 'Home composting', word_count: 300, target_keywords: ['compost bin', 'kitchen scraps'], ...over });

/** A post whose body has exactly `words` words, mentioning the keywords once each. */
function post(opts: { words?: number; title?: string; meta?: string; headings?: string[]; mention?: string[] } = {}): string {
  const headings = opts.headings ?? ['## Choosing a Compost Bin', '### Where to Put It'];
  const mention = opts.mention ?? ['compost bin', 'kitchen scraps'];
  const fixed = [...headings, mention.join(' ')].map(countWords).reduce((a, b) => a + b, 0);
  const filler = Array.from({ length: (opts.words ?? 300) - fixed }, (_, i) => `word${i}`).join(' ');
  return [
    `# ${opts.title ?? 'Compost Bin Basics: A Practical Guide'}`,
    '',
    opts.meta ?? '**Meta description:** How to start composting at home with a simple compost bin.',
    '',
    headings[0],
    '',
    `${mention.join(' ')} ${filler}`,
    ...headings.slice(1),
  ].join('\n');
}

describe('checkBlogPost', () => {
  it('accepts a post that honours the request', () => {
    expect(countWords(blogBody(post()))).toBe(300);
    expect(checkBlogPost(request(), post())).toEqual([]);
  });

  it('is lenient about harmless formatting: plain meta label, numbered headings, keyword case', () => {
    const text = post({ meta: 'Meta Description: Start composting at home.', headings: ['## 1. Choosing a COMPOST BIN', '### 1.1 Where'], mention: ['Compost Bin', 'KITCHEN SCRAPS'] });
    expect(checkBlogPost(request(), text)).toEqual([]);
  });

  it('reports a body that is too short, with the bounds to reach', () => {
    const problems = checkBlogPost(request({ word_count: 1000 }), post({ words: 812 }));
    expect(problems).toEqual(['The body has 812 words; it must have between 900 and 1100 (aim for 1000).']);
  });

  it('reports a body that is too long', () => {
    expect(checkBlogPost(request(), post({ words: 330 }))).toEqual([]);
    expect(checkBlogPost(request(), post({ words: 331 }))[0]).toContain('The body has 331 words; it must have between 270 and 330');
    expect(checkBlogPost(request(), post({ words: 270 }))).toEqual([]);
  });

  it('reports each keyword missing from the body', () => {
    const problems = checkBlogPost(request(), post({ mention: ['compost bin'] }));
    expect(problems).toEqual(['Use "kitchen scraps" in the body at least once (naturally, in a sentence).']);
  });

  it('matches keywords as whole words only', () => {
    const text = post({ mention: ['compost bins', 'kitchen scraps'], headings: ['## Getting Started', '### Where to Put It'] });
    expect(checkBlogPost(request(), text).join(' ')).toContain('Use "compost bin"');
  });

  it('requires a keyword in the title or an H2/H3 heading', () => {
    const text = post({ title: 'Composting at Home', headings: ['## Getting Started', '### Where to Put It'] });
    expect(checkBlogPost(request(), text)).toEqual(['Put at least one target keyword ("compost bin", "kitchen scraps") in the title or an H2/H3 heading.']);
  });

  it('reports a long title, a long or missing meta description and a body without H2', () => {
    const long = post({ title: 'Compost Bin '.repeat(6).trim() });
    expect(checkBlogPost(request(), long)).toEqual(['The title has 71 characters; shorten it to at most 60.']);
    const meta = post({ meta: `**Meta description:** ${'x'.repeat(161)}` });
    expect(checkBlogPost(request(), meta)).toEqual(['The meta description has 161 characters; shorten it to at most 160.']);
    const noMeta = post({ meta: '' });
    expect(checkBlogPost(request(), noMeta)[0]).toContain('Add a "**Meta description:** …" line');
    const flat = post({ headings: ['### Compost Bin Basics', '### More'] });
    expect(checkBlogPost(request(), flat)).toEqual(['Organise the body into sections with "## " (H2) headings and "### " (H3) subsections.']);
  });

  it('needs no keyword rules when there are no keywords', () => {
    expect(checkBlogPost(request({ target_keywords: [] }), post({ mention: [] }))).toEqual([]);
  });
});

describe('checkBlogPost, Markdown that regular expressions misread', () => {
  it('does not take a "## " line inside a code block for an H2 heading', () => {
    const text = post({ headings: ['### Compost Bin Basics', '```md\n## Compost bin\n```'] });
    expect(checkBlogPost(request(), text)).toEqual(['Organise the body into sections with "## " (H2) headings and "### " (H3) subsections.']);
  });

  it('takes an underlined (setext) heading for an H2', () => {
    const text = post({ headings: ['Choosing a Compost Bin\n---', '### Where to Put It'] });
    expect(checkBlogPost(request(), text)).toEqual([]);
  });
});

describe('blogBody', () => {
  it('is everything after the meta description line, or after the title without one', () => {
    expect(blogBody('# T\n\n**Meta description:** m\n\nBody text')).toBe('Body text');
    expect(blogBody('# T\n\nBody text')).toBe('Body text');
    expect(blogBody('Body only')).toBe('Body only');
  });
});
