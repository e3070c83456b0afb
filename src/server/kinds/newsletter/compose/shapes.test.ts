import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TONES, NewsletterRequest } from '../../../../contract/content';
import { findSlots } from '../../../../contract/slots';
import { checkNewsletter } from '../check';
import { composeNewsletter } from './compose';

function issue(topic: string, more: Partial<Record<string, unknown>> = {}): string {
  return composeNewsletter(NewsletterRequest.parse({ topic, ...more }), 'Sam Rivera');
}

/** The lines of the section under `## heading`. */
function section(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  const end = lines.findIndex((l, i) => i > start && (/^## /.test(l) || l === '---'));
  return lines.slice(start + 1, end);
}

describe('newsletters written for the topic’s shape', () => {
  it('never pastes the audience into the greeting ("Hello my subscribers who are small creators,")', () => {
    for (const tone of NEWSLETTER_TONES) {
      const text = issue('Batch filming', { tone, target_audience: 'my subscribers who are small creators' });
      const greeting = text.split('\n')[3] ?? '';
      expect(greeting).not.toMatch(/subscribers|creators/);
      expect(text).toMatch(/\b(?:for|with) my subscribers who are small creators\b/);
    }
  });

  it('keeps the count a section heading promises ("Three lessons" lists three)', () => {
    for (const tone of NEWSLETTER_TONES) {
      const text = issue('Batch filming', { tone, sections: ['Three lessons', 'Quick Tips', '5 tools worth trying'] });
      expect(section(text, 'Three lessons').filter((l) => l.startsWith('- '))).toHaveLength(3);
      expect(section(text, '5 tools worth trying').filter((l) => l.startsWith('- '))).toHaveLength(5);
      expect(section(text, '5 tools worth trying').join('\n')).toMatch(/\[Tool 1: /);
    }
  });

  it('gives a list promise exactly its count of items, each a slot, in one section', () => {
    for (const tone of NEWSLETTER_TONES) {
      const text = issue('7 mistakes new podcasters make', { tone, sections: ['Top Story', 'Three lessons'] });
      const items = text.split('\n').filter((l) => /^\d{1,2}\. /.test(l));
      expect(items).toHaveLength(7);
      expect(items.every((l) => findSlots(l).length === 1)).toBe(true);
      expect(section(text, 'Top Story').filter((l) => /^\d/.test(l))).toHaveLength(7);
    }
  });

  it('tells a milestone as a story when no sections are asked for', () => {
    const text = issue('I just hit 10,000 subscribers after 14 months of posting twice a week');
    expect(text.split('\n').filter((l) => l.startsWith('## '))).toEqual(['## What Happened', '## What It Took', "## What I'd Tell You"]);
    expect(text).toMatch(/^I just hit 10,000 subscribers after 14 months of posting twice a week\. /m);
    expect(text).not.toMatch(/(?:on|about|with|to) I just hit/);
  });

  it('answers a question and gives a how-to its steps, keeping the requested sections', () => {
    const question = NewsletterRequest.parse({ topic: 'Should I quit my job to become a full-time creator?', sections: ['Top Story', "What's Next"] });
    const text = composeNewsletter(question);
    expect(checkNewsletter(question, text)).toEqual([]);
    expect(section(text, 'Top Story').join('\n')).toMatch(/\[Your answer: /);
    expect(text.split('\n')[0]).toBe('Subject: Should I quit my job to become a full-time creator?');
    const howTo = issue('How to record a month of Shorts');
    expect(howTo.split('\n').filter((l) => /^\d\. \[Step \d: /.test(l))).toHaveLength(3);
  });
});
