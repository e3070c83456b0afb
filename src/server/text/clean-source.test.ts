import { describe, expect, it } from 'vitest';
import { hardWrap, NEWSLETTER_REPORT_PARAGRAPHS } from '../test/texts/newsletter-report';
import { cleanSource } from './clean-source';

describe('cleanSource', () => {
  it('takes the first heading as the title and keeps headings out of the prose', () => {
    const { title, paragraphs } = cleanSource('# Cities Fight the Heat\n\nPhoenix opened cooling centers.\n\n## What comes next\n\nMore centers will open in June.');
    expect(title).toBe('Cities Fight the Heat');
    expect(paragraphs).toEqual(['Phoenix opened cooling centers.', 'More centers will open in June.']);
  });

  it('recognizes setext headings, a lone title line and a heading set right above its paragraph', () => {
    expect(cleanSource('Cities Fight the Heat\n=====\n\nPhoenix opened cooling centers.').title).toBe('Cities Fight the Heat');
    expect(cleanSource('How Heat Pumps Work\n\nA heat pump moves heat from one place to another.').title).toBe('How Heat Pumps Work');
    const glued = cleanSource('The first paragraph ends here.\n\nWhat Comes Next\nThe council will vote again next month on the final plan.');
    expect(glued.paragraphs).toEqual(['The first paragraph ends here.', 'The council will vote again next month on the final plan.']);
    expect(glued.title).toBe('');
  });

  it('drops page furniture: sharing, subscriptions, cookies, copyright, bylines, address-only lines, page numbers', () => {
    const text = [
      'Share this article',
      'By Jane Doe',
      'The council approved the budget on Tuesday after a long debate.',
      'https://example.com/story?id=3',
      'Subscribe to our newsletter',
      'We use cookies to improve your experience.',
      '© 2026 Example Times. All rights reserved.',
      '12',
      'Page 3 of 10',
      'Read more: How budgets are made',
    ].join('\n\n');
    expect(cleanSource(text).paragraphs).toEqual(['The council approved the budget on Tuesday after a long debate.']);
  });

  it('keeps a long paragraph that merely mentions a newsletter', () => {
    const long = 'The newsletter, which the library started in 2019 to reach residents without internet access at home, now goes to more than four thousand households every month.';
    expect(cleanSource(long).paragraphs).toEqual([long]);
  });

  it('strips list and quote markers, emphasis and link targets; a list fragment is not a sentence', () => {
    const text = '- **Rates** rose by [two points](https://x.test/a) in May.\n- Lower rates for buyers\n> Prices fell in June.\n1. Wages grew slowly.';
    expect(cleanSource(text).paragraphs).toEqual(['Rates rose by two points in May.', 'Prices fell in June.', 'Wages grew slowly.']);
  });

  it('joins lines wrapped inside a paragraph, hyphenated breaks included', () => {
    const text = 'The reefs act as living break-\nwaters, absorbing wave energy\nbefore it reaches the marshes.';
    expect(cleanSource(text).paragraphs).toEqual(['The reefs act as living breakwaters, absorbing wave energy before it reaches the marshes.']);
  });

  it('reads a hard-wrapped text whose sentences mention newsletters, subscribers and sign-ups whole', () => {
    // Lines of a PDF: every other one holds "newsletter", "subscribe", "sign up" or "cookie" in a dozen words.
    const lines = NEWSLETTER_REPORT_PARAGRAPHS.flatMap((p) => hardWrap(p));
    expect(lines.filter((l) => /newsletter|subscribe\b|sign up|cookie/i.test(l)).length).toBeGreaterThan(5);
    expect(cleanSource(lines.join('\n')).paragraphs).toEqual([NEWSLETTER_REPORT_PARAGRAPHS.join(' ')]);
  });

  it('still drops a subscription prompt or a cookie notice set on a line of its own between wrapped paragraphs', () => {
    const [first, second, third] = NEWSLETTER_REPORT_PARAGRAPHS.map((p) => hardWrap(p));
    const text = [...first!, 'Subscribe to our newsletter', ...second!, 'Sign up for free', ...third!, '', 'We use cookies to improve your experience.'].join('\n');
    expect(cleanSource(text).paragraphs).toEqual([NEWSLETTER_REPORT_PARAGRAPHS.join(' ')]);
  });

  it('keeps a wrapped line that starts with a capital inside a sentence', () => {
    const text = 'Our survey of two thousand writers found that creators who publish on\nSubstack newsletters were more likely to sign up for a second course.';
    expect(cleanSource(text).paragraphs).toEqual([text.replace('\n', ' ')]);
  });

  it('drops running headers repeated on every page, code blocks, tables and repeated paragraphs', () => {
    const page = 'Annual Report 2025';
    const text = [
      page,
      'Revenue grew by nine percent over the year.',
      page,
      '```\nconst x = 1;\n```',
      '| a | b |',
      page,
      'Costs fell in the second half of the year.',
      'Revenue grew by nine percent over the year.',
    ].join('\n\n');
    expect(cleanSource(text).paragraphs).toEqual(['Revenue grew by nine percent over the year.', 'Costs fell in the second half of the year.']);
  });
});
