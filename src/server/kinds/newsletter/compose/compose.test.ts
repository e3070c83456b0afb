import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TONES, NewsletterRequest } from '../../../../contract/content';
import { checkNewsletter } from '../check';
import { hygieneProblems } from '../../../ai/offline/draft-hygiene';
import { composeNewsletter, DEFAULT_SECTIONS } from './compose';

const SECTION_SETS: string[][] = [[], ['Gear Picks'], ['Top Story', 'Reader Q&A', 'Tools We Love', 'Race Calendar', 'Behind the Scenes']];
const TOPICS = ['Trail running', 'How to grow a YouTube channel', 'Personal finance for freelancers'];

const cases = NEWSLETTER_TONES.flatMap((tone) => SECTION_SETS.map((sections) => ({ tone, sections }))).map((options, i) =>
  NewsletterRequest.parse({ topic: TOPICS[i % TOPICS.length], target_audience: i % 2 ? 'weekend runners' : '', ...options }),
);

describe('offline newsletters: every option combination', () => {
  it.each(cases.map((r) => [`${r.tone}/${r.sections.length} sections${r.target_audience ? '/audience' : ''}`, r] as const))('%s honours the request', (_, request) => {
    const text = composeNewsletter(request);
    expect(checkNewsletter(request, text)).toEqual([]);
    expect(composeNewsletter({ ...request })).toBe(text);
    expect(hygieneProblems(text)).toEqual([]);

    const [subject = '', preview = '', , greeting = ''] = text.split('\n');
    expect(subject).toMatch(/^Subject: \S/);
    expect(preview).toMatch(/^Preview text: \S/);
    expect([...preview.replace('Preview text: ', '')].length).toBeLessThanOrEqual(140);
    // The audience is named in a sentence after the opening, never pasted into the greeting.
    if (request.target_audience) expect(greeting).not.toContain(request.target_audience);
    if (request.target_audience) expect(text).toContain(request.target_audience);

    const expected = request.sections.length ? request.sections : DEFAULT_SECTIONS;
    const positions = expected.map((name) => text.indexOf(`\n## ${name}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const headings = text.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual(expected.map((name) => `## ${name}`));
    for (const body of text.split(/\n## /).slice(1)) expect(body.split('\n\n').filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });
});

describe('offline newsletters: wording', () => {
  it('changes with the tone', () => {
    const openings = NEWSLETTER_TONES.map((tone) => composeNewsletter(NewsletterRequest.parse({ topic: 'Trail running', tone })).split('\n').slice(0, 6).join('\n'));
    expect(new Set(openings).size).toBe(NEWSLETTER_TONES.length);
  });

  it('writes different sections differently', () => {
    const request = NewsletterRequest.parse({ topic: 'Trail running', sections: ['Tips', 'Tips and Tricks', 'Hacks', 'More Tips'] });
    const text = composeNewsletter(request);
    const bodies = text.split(/\n## /).slice(1).map((b) => b.split('\n').slice(1).join('\n').split('\n---')[0]);
    expect(new Set(bodies.slice(0, 2)).size).toBe(2);
    expect(checkNewsletter(request, text)).toEqual([]);
  });
});
