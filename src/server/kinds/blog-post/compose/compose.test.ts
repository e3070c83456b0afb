import { describe, expect, it } from 'vitest';
import { BLOG_TONES, BlogPostRequest } from '../../../../contract/content';
import { blogBody, checkBlogPost } from '../check';
import { countWords } from '../../../text/count-words';
import { composeBlogPost } from './compose';
import { hygieneProblems, repeatedSentences } from '../../../ai/offline/draft-hygiene';

const WORD_COUNTS = [300, 301, 750, 1000, 1499, 2500, 5000];
const KEYWORD_SETS: string[][] = [[], ['sourdough starter'], ['sourdough starter', 'bread flour', 'long cold fermentation']];
const TOPICS = ['Sourdough baking for beginners', 'How to start a podcast', 'Remote team onboarding', 'Saving for a first home'];

const cases = BLOG_TONES.flatMap((tone) => WORD_COUNTS.flatMap((word_count) => KEYWORD_SETS.map((target_keywords) => ({ tone, word_count, target_keywords })))).map((options, i) =>
  BlogPostRequest.parse({ topic: TOPICS[i % TOPICS.length], target_audience: i % 2 ? 'busy professionals' : '', ...options }),
);

const headings = (text: string, level: string) => text.split('\n').filter((l) => l.startsWith(`${level} `));

describe('offline blog posts: every option combination', () => {
  it.each(cases.map((r) => [`${r.tone}/${r.word_count}/${r.target_keywords.length} keywords`, r] as const))('%s honours the request', (_, request) => {
    const text = composeBlogPost(request);
    expect(checkBlogPost(request, text)).toEqual([]);
    expect(composeBlogPost({ ...request })).toBe(text);
    expect(hygieneProblems(text)).toEqual([]);
    expect(repeatedSentences(text)).toEqual([]);

    const [titleLine = '', , metaLine = ''] = text.split('\n');
    const title = titleLine.replace(/^# /, '');
    expect([...title].length).toBeLessThanOrEqual(60);
    expect(metaLine).toMatch(/^\*\*Meta description:\*\* /);
    expect([...metaLine.replace('**Meta description:** ', '')].length).toBeLessThanOrEqual(160);

    const words = countWords(blogBody(text));
    expect(words).toBeGreaterThanOrEqual(Math.ceil(request.word_count * 0.97));
    expect(words).toBeLessThanOrEqual(Math.floor(request.word_count * 1.03));

    const body = blogBody(text).toLowerCase();
    for (const keyword of request.target_keywords) expect(body).toContain(keyword.toLowerCase());
    const first = request.target_keywords[0];
    // The title leads with the first keyword, or without keywords with the topic itself.
    expect(title.toLowerCase()).toContain((first ?? request.topic).toLowerCase());
    if (first) expect(headings(text, '##').some((h) => h.toLowerCase().includes(first))).toBe(true);

    expect(headings(text, '##').length).toBeGreaterThanOrEqual(3);
    // A how-to is written as its steps (a numbered list), so only the noun topics' posts are built of subsections.
    if (!request.topic.startsWith('How to')) expect(headings(text, '###').length).toBeGreaterThanOrEqual(2);
    if (request.target_audience) expect(text).toContain(request.target_audience);
  });
});

describe('offline blog posts: shape and wording', () => {
  const post = (over: Partial<Record<string, unknown>>) => composeBlogPost(BlogPostRequest.parse({ topic: 'Home composting', ...over }));

  it('puts the topic in the title when there are no keywords', () => {
    expect(post({}).split('\n')[0]).toMatch(/^# .*Home Composting/);
  });

  it('gives long posts more sections', () => {
    const count = (words: number) => headings(post({ word_count: words }), '##').length;
    expect(count(1500)).toBeGreaterThan(count(750));
    expect(count(5000)).toBeGreaterThan(count(1500));
  });

  it('changes wording with the tone', () => {
    const intros = BLOG_TONES.map((tone) => blogBody(post({ tone })).split('\n')[0]);
    expect(new Set(intros).size).toBe(BLOG_TONES.length);
  });

  it('varies the outline between topics', () => {
    const outlines = TOPICS.map((topic) => headings(post({ topic }), '###').join('|'));
    expect(new Set(outlines).size).toBeGreaterThan(2);
  });

  it('fits a keyword too long for the title into a heading instead', () => {
    const keyword = 'the complete practical guide to composting kitchen scraps in small city flats';
    const request = BlogPostRequest.parse({ topic: 'Home composting', target_keywords: [keyword] });
    const text = composeBlogPost(request);
    expect(checkBlogPost(request, text)).toEqual([]);
  });

  it('names every keyword even when there are many for a short post', () => {
    const keywords = Array.from({ length: 12 }, (_, i) => `keyword number ${i + 1}`);
    const request = BlogPostRequest.parse({ topic: 'Home composting', word_count: 300, target_keywords: keywords });
    expect(checkBlogPost(request, composeBlogPost(request))).toEqual([]);
  });

  it('does not depend on the order of the request fields', () => {
    const a = BlogPostRequest.parse({ topic: 'Home composting', word_count: 600, tone: 'casual' });
    const b = { tone: a.tone, word_count: a.word_count, target_audience: a.target_audience, target_keywords: a.target_keywords, topic: a.topic };
    expect(composeBlogPost(b)).toBe(composeBlogPost(a));
  });
});
