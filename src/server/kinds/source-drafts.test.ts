import { describe, expect, it } from 'vitest';
import {
  BLOG_TONES,
  BlogPostRequest,
  NEWSLETTER_TONES,
  NewsletterRequest,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  SocialPostRequest,
  VIDEO_DURATIONS,
  VIDEO_PLATFORMS,
  VIDEO_TONES,
  VideoScriptRequest,
} from '../../contract/content';
import { postLength } from '../../contract/post-length';
import { blogBody, checkBlogPost } from './blog-post/check';
import { countWords } from '../text/count-words';
import { checkNewsletter } from './newsletter/check';
import { checkSocialPost } from './social-post/check';
import { checkVideoScript } from './video-script/check';
import { composeBlogPost } from './blog-post/compose/compose';
import { BLOG_TONES as BLOG_TONE_BANKS } from './blog-post/compose/tones';
import { hygieneProblems, repeatedSentences } from '../ai/offline/draft-hygiene';
import { composeNewsletter } from './newsletter/compose/compose';
import { SECTION_BODIES } from './newsletter/compose/sections';
import { composeSocialPost } from './social-post/compose/compose';
import { SOCIAL_TONES as SOCIAL_TONE_BANKS } from './social-post/compose/tones';
import { markdownText, readSource } from '../ai/offline/source-facts';
import { BIKE_LANES, HOSTILE, SHORT_NOTE, SLEEP_STUDY } from '../test/texts/sources';
import { composeVideoScript } from './video-script/compose/compose';
import { VIDEO_POINTS } from './video-script/compose/points';

const SOURCES = { bikes: BIKE_LANES, sleep: SLEEP_STUDY, note: SHORT_NOTE } as const;
const NAMES = Object.keys(SOURCES) as (keyof typeof SOURCES)[];

/** The source's sentences as the composers read them, best first. */
function factsOf(source: string): string[] {
  return readSource(source, { maxFacts: 60, maxTerms: 0 })!.facts.map((f) => f.text);
}

/** The text of a template before its first slot or optional part: what any use of it shows. */
function fixedPart(template: string): string {
  return template.split(/[{[]/)[0]!.trim();
}

/** Sentences of a paragraph (the composers join a source's sentences with one space). */
function sentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?…]["'”’)\]]?)\s+(?=\S)/u);
}

describe('social posts from a source', () => {
  const cases = SOCIAL_PLATFORMS.flatMap((platform) =>
    SOCIAL_TONES.flatMap((tone) => [true, false].map((include_hashtags, i) => ({ platform, tone, include_hashtags, source: SOURCES[NAMES[i % NAMES.length]!] }))),
  ).map((fields) => SocialPostRequest.parse({ topic: 'City news', ...fields }));

  it.each(cases.map((r) => [`${r.platform}/${r.tone}/${r.include_hashtags ? 'hashtags' : 'none'}`, r] as const))(
    '%s leads with the strongest sentence and passes its check',
    (_, request) => {
      const text = composeSocialPost(request);
      expect(checkSocialPost(request, text)).toEqual([]);
      expect(composeSocialPost({ ...request })).toBe(text);
      expect(hygieneProblems(text)).toEqual([]);
      if (request.platform === 'twitter') expect(postLength('twitter', text)).toBeLessThanOrEqual(260);

      const [best] = factsOf(request.source!);
      expect(text.startsWith(best!)).toBe(true);
      // The tone's generic hooks and tips give way to the source.
      const bank = SOCIAL_TONE_BANKS[request.tone];
      for (const line of [...bank.hooks, ...bank.points, ...bank.context, ...bank.closers]) expect(text).not.toContain(fixedPart(line));
    },
  );

  it('takes more of the source where the platform has room', () => {
    const post = (platform: string) => composeSocialPost(SocialPostRequest.parse({ topic: 'Cycling', platform, source: BIKE_LANES }));
    const used = (text: string) => factsOf(BIKE_LANES).filter((f) => text.includes(f)).length;
    expect(used(post('linkedin'))).toBeGreaterThan(used(post('twitter')));
    expect(used(post('linkedin'))).toBeGreaterThanOrEqual(3);
  });

  it('makes hashtags of the key terms, and drops the source’s own when hashtags are off', () => {
    const on = composeSocialPost(SocialPostRequest.parse({ topic: 'Wellness', platform: 'linkedin', source: HOSTILE }));
    expect(on).toContain('#WellnessDataLab');
    const off = SocialPostRequest.parse({ topic: 'Wellness', platform: 'instagram', source: HOSTILE, include_hashtags: false });
    const text = composeSocialPost(off);
    expect(checkSocialPost(off, text)).toEqual([]);
    expect(text).not.toContain('#');
    expect(text).toContain('selfcare');
  });

  it('cuts a lead too long for X at a clause break, and still fits', () => {
    const long = `${'The council approved a very long list of measures, including new crossings, wider pavements, slower speed limits, more trees, better lighting and dozens of other changes, '.repeat(2)}all of which will be built over the next ten years across every district of the city.`;
    const request = SocialPostRequest.parse({ topic: 'Streets', platform: 'twitter', source: `${long} The plan was approved on Monday after a long debate about costs and timing.` });
    const text = composeSocialPost(request);
    expect(checkSocialPost(request, text)).toEqual([]);
    expect(postLength('twitter', text)).toBeLessThanOrEqual(255);
  });
});

describe('blog posts from a source', () => {
  const cases = BLOG_TONES.flatMap((tone) =>
    [300, 750, 1000, 2500, 5000].flatMap((word_count, w) =>
      [[], ['bike lanes', 'city budget']].map((target_keywords, k) => ({ tone, word_count, target_keywords, source: SOURCES[NAMES[(w + k) % NAMES.length]!] })),
    ),
  ).map((fields, i) => BlogPostRequest.parse({ topic: 'What changes in our city this year', target_audience: i % 3 ? '' : 'local parents', ...fields }));

  it.each(cases.map((r) => [`${r.tone}/${r.word_count}/${r.target_keywords.length} keywords`, r] as const))('%s is built from the source and passes its check', (_, request) => {
    const text = composeBlogPost(request);
    expect(checkBlogPost(request, text)).toEqual([]);
    expect(composeBlogPost({ ...request })).toBe(text);
    expect(hygieneProblems(text)).toEqual([]);
    expect(repeatedSentences(text)).toEqual([]);
    const words = countWords(blogBody(text));
    expect(words).toBeGreaterThanOrEqual(Math.ceil(request.word_count * 0.97));
    expect(words).toBeLessThanOrEqual(Math.floor(request.word_count * 1.03));

    const facts = factsOf(request.source!);
    const [opening = ''] = blogBody(text).split('\n\n');
    // The post opens on the source's strongest sentences, not on the tone's hook.
    expect(opening).toContain(markdownText(facts[0]!));
    for (const sentence of sentencesOf(opening)) expect(facts).toContain(sentence);
    for (const hook of BLOG_TONE_BANKS[request.tone].hooks.flat()) expect(text).not.toContain(fixedPart(hook));
    // The first section after the introduction is the source's, made of its sentences only.
    const section = blogBody(text).split('\n## ')[1]!.trim();
    const [, ...paragraphs] = section.split('\n\n');
    const prose = paragraphs.filter((p) => !p.startsWith('#'));
    expect(prose.length).toBeGreaterThan(0);
    for (const sentence of prose.flatMap(sentencesOf)) expect(facts).toContain(sentence);
    // Most of the source's sentences make it into a post long enough for them.
    const used = facts.filter((f) => text.includes(f)).length;
    if (request.word_count >= 1000) expect(used).toBeGreaterThanOrEqual(Math.min(facts.length, 8));
  });

  it('gives each key term its own section and names them in the introduction and conclusion', () => {
    const text = composeBlogPost(BlogPostRequest.parse({ topic: 'School start times', source: SLEEP_STUDY, word_count: 600 }));
    const headings = text.split('\n').filter((l) => l.startsWith('## '));
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/the facts on [^.]*schools/i);
    expect(text.split('\n## ').at(-1)).toMatch(/schools/i);
  });

  it('puts the first keyword in a heading when the source fills the post', () => {
    const request = BlogPostRequest.parse({ topic: 'Cycling', source: BIKE_LANES, word_count: 300, target_keywords: ['protected bike lanes'] });
    const text = composeBlogPost(request);
    expect(text).toMatch(/^## Protected Bike Lanes: The Key Facts$/m);
    expect(checkBlogPost(request, text)).toEqual([]);
  });
});

describe('video scripts from a source', () => {
  const cases = VIDEO_PLATFORMS.flatMap((platform) =>
    VIDEO_TONES.flatMap((tone, t) => VIDEO_DURATIONS.map((duration, d) => ({ platform, tone, duration, source: SOURCES[NAMES[(t + d) % NAMES.length]!] }))),
  ).map((fields, i) => VideoScriptRequest.parse({ topic: 'What changes in our city this year', target_audience: i % 4 ? '' : 'commuters', ...fields }));

  it.each(cases.map((r) => [`${r.platform}/${r.tone}/${r.duration}`, r] as const))('%s quotes the source and passes its check', (_, request) => {
    const text = composeVideoScript(request);
    expect(checkVideoScript(request, text)).toEqual([]);
    expect(composeVideoScript({ ...request })).toBe(text);
    expect(hygieneProblems(text)).toEqual([]);

    const facts = factsOf(request.source!);
    const hook = text.split(/^## \[0:00\] Hook$/m)[1]!.split(/^## /m)[0]!;
    expect(hook).toContain(markdownText(facts[0]!));
    // Every point is the source's: none of the bank's generic points, and its spoken line quotes facts.
    for (const point of VIDEO_POINTS) expect(text).not.toContain(point.title);
    const points = text.split(/^## \[\d+:\d{2}\] \d+\. /m).slice(1);
    expect(points.length).toBeGreaterThan(0);
    for (const section of points) {
      const spoken = section.split('\n').slice(1).find((line) => line && !/^[([#]/.test(line))!;
      const quoted = facts.filter((f) => spoken.includes(f));
      expect(quoted.length, spoken).toBeGreaterThan(0);
    }
  });

  it('makes as many points as the source has to say, never generic ones', () => {
    const request = VideoScriptRequest.parse({ topic: 'The garden', source: SHORT_NOTE, duration: 'long' });
    const text = composeVideoScript(request);
    expect(checkVideoScript(request, text)).toEqual([]);
    const points = text.match(/^## \[\d+:\d{2}\] \d+\. /gm) ?? [];
    expect(points.length).toBe(2);
    expect(text).toContain('2 key points');
  });
});

describe('newsletters from a source', () => {
  const SECTION_SETS: string[][] = [[], ['Top Story', 'Key Points', 'By the Numbers'], ['Gear Picks', 'Reader Q&A']];
  const cases = NEWSLETTER_TONES.flatMap((tone, t) => SECTION_SETS.map((sections, s) => ({ tone, sections, source: SOURCES[NAMES[(t + s) % NAMES.length]!] }))).map((fields) =>
    NewsletterRequest.parse({ topic: 'What changes in our city this year', ...fields }),
  );

  it.each(cases.map((r) => [`${r.tone}/${r.sections.join('+') || 'default sections'}`, r] as const))('%s summarises the source and passes its check', (_, request) => {
    const text = composeNewsletter(request, 'Sam Rivera');
    expect(checkNewsletter(request, text)).toEqual([]);
    expect(composeNewsletter(request, 'Sam Rivera')).toBe(text);
    expect(hygieneProblems(text)).toEqual([]);

    const facts = factsOf(request.source!);
    const summary = request.sections.length === 0 || request.sections.includes('Top Story') ? text.split('\n## Top Story\n')[1]!.split('\n## ')[0]! : text.split('\n## ')[0]!;
    expect(summary).toContain(markdownText(facts[0]!));
    const summarised = facts.filter((f) => summary.includes(markdownText(f)));
    expect(summarised.length).toBeGreaterThanOrEqual(Math.min(3, facts.length));
    for (const variant of SECTION_BODIES.story) for (const block of variant) expect(text).not.toContain(fixedPart(block));
    for (const body of text.split(/\n## /).slice(1)) expect(body.split('\n\n').filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });

  it("lists the source's next points under a recap, and its figures under a numbers section", () => {
    const text = composeNewsletter(NewsletterRequest.parse({ topic: 'School start times', source: SLEEP_STUDY, sections: ['Top Story', 'Key Points', 'By the Numbers'] }));
    const [, , recap, numbers] = text.split('\n## ');
    expect(recap!.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(2);
    const figures = numbers!.split('\n').filter((l) => l.startsWith('- '));
    expect(figures.length).toBeGreaterThan(0);
    for (const line of figures) expect(line).toMatch(/\d/);
  });
});

describe('every kind with a source', () => {
  const requests = [
    () => VideoScriptRequest.parse({ topic: 'Cycling', source: BIKE_LANES }),
    () => BlogPostRequest.parse({ topic: 'Cycling', source: BIKE_LANES, word_count: 600 }),
    () => SocialPostRequest.parse({ topic: 'Cycling', source: BIKE_LANES, platform: 'linkedin' }),
    () => NewsletterRequest.parse({ topic: 'Cycling', source: BIKE_LANES }),
  ];
  const compose = [composeVideoScript, composeBlogPost, composeSocialPost, composeNewsletter] as ((r: object) => string)[];

  it('changes with the source, and is the same as without one when the source is empty', () => {
    requests.forEach((make, i) => {
      const request = make();
      const draft = compose[i]!(request);
      expect(compose[i]!({ ...request, source: SLEEP_STUDY })).not.toBe(draft);
      const { source: _, ...without } = request;
      expect(compose[i]!({ ...request, source: '' })).toBe(compose[i]!(without));
      expect(compose[i]!(without)).not.toBe(draft);
    });
  });

  it('falls back to the ordinary draft when the source has no sentence to build from', () => {
    const checks = [checkVideoScript, checkBlogPost, checkSocialPost, checkNewsletter] as ((r: object, t: string) => string[])[];
    requests.forEach((make, i) => {
      const request = { ...make(), source: 'Bike lanes!' };
      expect(checks[i]!(request, compose[i]!(request))).toEqual([]);
    });
  });

  it('passes a hostile source through as text: no slot filled, no Markdown, the checks hold', () => {
    const checks = [checkVideoScript, checkBlogPost, checkSocialPost, checkNewsletter] as ((r: object, t: string) => string[])[];
    requests.forEach((make, i) => {
      const request = { ...make(), source: HOSTILE };
      const text = compose[i]!(request);
      expect(checks[i]!(request, text)).toEqual([]);
      expect(text).not.toMatch(/\*\*more than half\*\*|<b>/);
    });
  });
});
