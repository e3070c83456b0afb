import { describe, expect, it } from 'vitest';
import { BLOG_TONES, BlogPostRequest } from '../../../../contract/content';
import { findSlots } from '../../../../contract/slots';
import { BIKE_LANES } from '../../../test/texts/sources';
import { checkBlogPost } from '../check';
import { composeBlogPost } from './compose';

function post(topic: string, more: Partial<Record<string, unknown>> = {}): string {
  return composeBlogPost(BlogPostRequest.parse({ topic, word_count: 600, ...more }));
}

function headings(text: string): string[] {
  return text.split('\n').flatMap((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1] ?? []);
}

/** The prose of a post: its lines without headings and without slots. */
function prose(text: string): string {
  return text
    .split('\n')
    .filter((l) => !/^#/.test(l))
    .map((l) => findSlots(l).reduce((out, s) => out.replace(s.text, ' '), l))
    .join('\n');
}

const numbered = (text: string) => text.split('\n').filter((l) => /^\d{1,2}\. /.test(l));

describe('blog posts written for the topic’s shape', () => {
  it('never pastes a topic with a colon where a noun phrase belongs, nor cuts a heading mid-phrase', () => {
    for (const tone of BLOG_TONES) {
      const text = post('Batch filming: how to record a month of Shorts', { tone });
      expect(prose(text)).not.toMatch(/batch filming: how to/i);
      for (const h of headings(text)) expect(h).not.toMatch(/How to Record a Month(?! of Shorts)/);
    }
  });

  it('gives a countable topic and a keyword what they need ("A good place to begin is content calendar")', () => {
    for (const tone of BLOG_TONES) {
      for (const text of [post('Planning', { tone, target_keywords: 'content calendar, growth', word_count: 900 }), post('content calendar', { tone })]) {
        expect(prose(text)).not.toMatch(/\b(?:is|to|about|on|with|from|of|begin|abandon) content calendar\b/i);
      }
    }
  });

  it('gives a list promise exactly its count of items, each a slot to fill', () => {
    for (const [topic, count] of [
      ['3 cheap lighting tricks for filming in a small apartment', 3],
      ['7 mistakes new podcasters make', 7],
      ['Top 10 editing apps', 10],
    ] as const) {
      for (const tone of BLOG_TONES) {
        const text = post(topic, { tone, word_count: 300 });
        const items = numbered(text);
        expect(items, `${topic} ${tone}`).toHaveLength(count);
        for (const item of items) expect(findSlots(item)).toHaveLength(1);
      }
    }
  });

  it('fills a list’s items from the source’s facts when there is one', () => {
    const text = post('3 things I learned about bike lanes', { source: BIKE_LANES });
    const items = numbered(text);
    expect(items).toHaveLength(3);
    expect(items.every((item) => findSlots(item).length === 0)).toBe(true);
  });

  it('gives a how-to its steps, a question its short answer, a milestone its story, a claim its case', () => {
    expect(numbered(post('How to record a month of Shorts', { word_count: 300 }))).toHaveLength(3);
    const howTo = headings(post('How to record a month of Shorts'));
    expect(howTo[0]).toMatch(/^How to Record a Month of Shorts/);
    expect(howTo).toContain('The Steps');
    const question = post('Should I quit my job to become a full-time creator?');
    expect(headings(question)).toContain('The Short Answer');
    expect(question).toMatch(/\[Your answer: yes, no or it depends/);
    const story = post('I just hit 10,000 subscribers after 14 months of posting twice a week');
    expect(headings(story)).toEqual(expect.arrayContaining(['What Happened', 'What It Took', "What I'd Tell You"]));
    expect(story).toMatch(/^I just hit 10,000 subscribers after 14 months of posting twice a week\. /m);
    expect(prose(story)).not.toMatch(/(?:to|on|about|with) I just hit/);
    const claim = post('Consistency beats talent');
    expect(headings(claim)).toEqual(expect.arrayContaining(['Why It Holds', "Where It Doesn't Hold"]));
  });

  it('still honours the request (length, title, meta, keywords) for every shape', () => {
    const topics = ['3 cheap lighting tricks for filming in a small apartment', 'How to record a month of Shorts', 'Should I quit my job?', 'Consistency beats talent', 'I just hit 10,000 subscribers'];
    for (const topic of topics) {
      for (const word_count of [300, 600, 1000]) {
        const request = BlogPostRequest.parse({ topic, word_count, target_keywords: 'growth' });
        expect(checkBlogPost(request, composeBlogPost(request)), `${topic} ${word_count}`).toEqual([]);
      }
    }
  });
});
