import { describe, expect, it } from 'vitest';
import { blogRules, newsletterRules, socialRule, videoRules } from './kind-rules';
import { countCharacters, countWords, durationLabel, spokenWords } from './text-counts';

const BLOG = [
  '# How to plan a content calendar',
  '',
  '**Meta description:** A practical guide to planning a month of posts with a simple content calendar.',
  '',
  '## Why plan',
  'Editorial  planning saves time.',
].join('\n');

describe('blog post rules', () => {
  it('title and meta description within their limits, each keyword found (any case, any spacing)', () => {
    expect(blogRules(BLOG, ['content calendar', 'editorial planning'])).toEqual([
      { id: 'title', pass: true, text: 'The title has 30 characters (at most 60).' },
      { id: 'meta', pass: true, text: 'The meta description has 78 characters (at most 160).' },
      { id: 'keyword:content calendar', pass: true, text: 'The keyword "content calendar" is in the text.' },
      { id: 'keyword:editorial planning', pass: true, text: 'The keyword "editorial planning" is in the text.' },
    ]);
  });

  it('fails a long title, a missing meta description and a keyword that is only part of a word', () => {
    const text = `# ${'A very long title '.repeat(4).trim()}\n\nSome calendars.`;
    expect(blogRules(text, ['calendar'])).toEqual([
      { id: 'title', pass: false, text: 'The title has 71 characters; shorten it to at most 60.' },
      { id: 'meta', pass: false, text: 'Add a "**Meta description:** …" line right after the title, at most 160 characters.' },
      { id: 'keyword:calendar', pass: false, text: 'Use the keyword "calendar" in the text at least once.' },
    ]);
  });

  it('no "# " heading: the title rule says how to add one; a "#" in a code block is not a title', () => {
    const [title] = blogRules('```\n# not a title\n```\nText', []);
    expect(title).toEqual({ id: 'title', pass: false, text: 'Start with the title as a "# " heading of at most 60 characters.' });
  });

  it('counts the title as read: emphasis and link addresses are not characters of it', () => {
    const [title] = blogRules('# **Bold** [plan](https://example.com/a-very-long-address-indeed) ahead', []);
    expect(title?.text).toBe('The title has 15 characters (at most 60).');
  });
});

describe('social post rule', () => {
  it("within the platform's limit, and over it with how much to cut", () => {
    expect(socialRule('twitter', 280)).toEqual({ id: 'length', pass: true, text: '280 of 280 characters as X counts them: it fits Twitter/X.' });
    expect(socialRule('linkedin', 3120)).toEqual({ id: 'length', pass: false, text: '3,120 of 3,000 characters: cut 120 to fit LinkedIn.' });
  });
});

describe('video script and newsletter rules', () => {
  it('a script opens with its hook', () => {
    expect(videoRules('## [0:00] Hook\nLook.')[0]?.pass).toBe(true);
    expect(videoRules('## [0:00] Intro\nHi.')[0]).toEqual({
      id: 'hook',
      pass: false,
      text: 'Open with a HOOK section at [0:00] that grabs attention in the first seconds.',
    });
  });

  it('a newsletter has a subject line and a preview text of at most 140 characters', () => {
    expect(newsletterRules('Subject: Hello\nPreview text: What is new this week.').map((rule) => rule.pass)).toEqual([true, true]);
    expect(newsletterRules(`**Subject:** Hi\n**Preview text:** ${'x'.repeat(141)}`)[1]).toEqual({
      id: 'preview',
      pass: false,
      text: 'The preview text has 141 characters; shorten it to at most 140.',
    });
    expect(newsletterRules('Hello')).toEqual([
      { id: 'subject', pass: false, text: 'Start the newsletter with a "Subject: …" line.' },
      { id: 'preview', pass: false, text: 'Add a "Preview text: …" line of at most 140 characters right after the subject line.' },
    ]);
  });
});

describe('counts', () => {
  it('words as the library counts them; characters as a person does', () => {
    expect(countWords("## It's a déjà-vu: **two** words, 3 more")).toBe(7);
    expect(countCharacters('Café 👋')).toBe(6);
  });

  it('reading and speaking times', () => {
    expect(durationLabel(0, 238)).toBe('no time');
    expect(durationLabel(100, 238)).toBe('under a minute');
    expect(durationLabel(238, 238)).toBe('about 1 minute');
    expect(durationLabel(1000, 238)).toBe('about 4 minutes');
  });

  it("a script's spoken words: not its headings, cues, labelled lines, or what comes after the End mark", () => {
    const script = [
      '# Title words here',
      '**Platform:** YouTube · **Runtime:** ~4:10',
      '## [0:00] Hook',
      '(VISUAL: Montage.)',
      '[ON-SCREEN TEXT: Big words]',
      'Say these four words.',
      '## [0:20] End',
      'Chapters',
      '0:00 Hook',
    ].join('\n');
    expect(spokenWords(script)).toBe(4);
  });
});
