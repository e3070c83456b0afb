import { describe, expect, it } from 'vitest';
import { postLength } from '../../../contract/post-length';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import { prepareForPlatform, type PlatformTextOptions } from './for-platform';
import { readPlainDocument } from './plain-document';
import { markdownProblems, platformTextProblems } from './text-problems';

const x = (text: string) => postLength('twitter', text);
const prepare = (markdown: string, platform: PublishPlatform, over: Partial<PlatformTextOptions> = {}) =>
  prepareForPlatform(markdown, { platform, twitter: 'thread', topic: '', ...over });
const plain = (markdown: string) => prepare(markdown, 'facebook').text;

/** A sentence of `n` words, numbered so that each is told apart. */
const sentence = (n: number, i: number) => `${Array.from({ length: n }, (_, w) => (w === 0 ? `Sentence${i}` : `word${w}`)).join(' ')}.`;
/** Paragraphs of sentences, numbered in order. */
function paragraphs(count: number, sentencesEach: number, words = 12): string {
  let i = 0;
  return Array.from({ length: count }, () => Array.from({ length: sentencesEach }, () => sentence(words, ++i)).join(' ')).join('\n\n');
}

describe('Markdown as plain text', () => {
  it('puts headings on lines of their own and drops emphasis, keeping the words', () => {
    expect(plain('# A Title\n\nSome **bold**, _italic_, ***both*** and ~~struck~~ words.\n\n## A Section\n\nMore `code` here.')).toBe(
      'A Title\nSome bold, italic, both and struck words.\n\nA Section\nMore code here.',
    );
  });

  it('keeps links as "text (url)", a bare link as the URL, and a link within the site as its text', () => {
    expect(plain('Read [the guide](https://example.com/guide), see <https://example.com> or [example.com](https://example.com/), and [pricing](/pricing).')).toBe(
      'Read the guide (https://example.com/guide), see https://example.com or https://example.com/, and pricing.',
    );
    expect(plain('Mail [me](mailto:ada@example.com) or read [the notes][n].\n\n[n]: https://example.com/notes')).toBe(
      'Mail me (ada@example.com) or read the notes (https://example.com/notes).',
    );
  });

  it('writes lists as lines, numbered where the list is, and nested ones indented', () => {
    expect(plain('Steps:\n\n1. Plan\n2. Film\n   - in batches\n   - on Mondays\n3. Edit\n\nAnd:\n\n* one\n* two')).toBe(
      'Steps:\n\n1. Plan\n2. Film\n   • in batches\n   • on Mondays\n3. Edit\n\nAnd:\n\n• one\n• two',
    );
    expect(plain('4. four\n5. five')).toBe('4. four\n5. five');
  });

  it('keeps code as its text, drops images and HTML tags, and writes table rows as lines', () => {
    const markdown = ['![A chart](https://example.com/chart.png)', '```js\nconst a = 1;\n```', 'A <b>bold</b> claim.<!-- a note -->', '| Tool | Price |\n| --- | --- |\n| Pen | $2 |'].join('\n\n');
    expect(plain(markdown)).toBe('const a = 1;\n\nA bold claim.\n\nTool · Price\nPen · $2');
  });

  it('leaves out notes about the piece: meta description, keywords, slug, stage directions', () => {
    const markdown = [
      '# Batch Filming',
      '**Meta description:** Everything about batch filming.',
      '**Keywords:** batch filming, content planning',
      'Slug: batch-filming',
      '(VISUAL: Cold open on the result.)',
      '**Platform:** YouTube · **Runtime:** ~4:35',
      'Film four videos in one afternoon.',
    ].join('\n\n');
    // The keywords become its hashtags.
    expect(plain(markdown)).toBe('Batch Filming\nFilm four videos in one afternoon.\n\n#BatchFilming #ContentPlanning #Filming');
    const doc = readPlainDocument(markdown);
    expect(doc.keywords).toEqual(['batch filming', 'content planning']);
    expect(doc.title).toBe('Batch Filming');
  });

  it('makes a "Title:" line the title when there is no heading, and drops a heading with nothing under it', () => {
    expect(plain('Title: Film in Batches\n\nOne afternoon, four videos.\n\n## Empty\n\n## Full\n\nText.')).toBe('Film in Batches\nOne afternoon, four videos.\n\nFull\nText.');
    expect(plain('## [0:25] 1. Plan the Shoot\n\nPick four topics.')).toBe('1. Plan the Shoot\nPick four topics.');
  });

  it('leaves no Markdown mark in any platform’s text', () => {
    const markdown = [
      '# The **Big** Title',
      'A [link](https://example.com) and `code`, *some* __emphasis__.',
      '- a list',
      '> a quote',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      '#tips #filming',
    ].join('\n\n');
    for (const platform of PUBLISH_PLATFORMS) {
      const { text } = prepare(markdown, platform, { topic: 'Filming' });
      expect(markdownProblems(text), `${platform}: ${text}`).toEqual([]);
      expect(text).not.toMatch(/\*|`|\[|\]\(|\||^#+ |^> |^- /m);
    }
  });
});

describe('hashtags', () => {
  it('keeps the piece’s own hashtags, at the end after a blank line, as many as the platform takes', () => {
    const markdown = 'Film in batches.\n\n#Filming #YouTube #Creators #Batching #Video #Studio';
    expect(prepare(markdown, 'instagram').text).toBe('Film in batches.\n\n#Filming #YouTube #Creators #Batching #Video #Studio');
    expect(prepare(markdown, 'twitter')).toEqual({ text: 'Film in batches.\n\n#Filming #YouTube #Creators', parts: null, hashtags: ['#Filming', '#YouTube', '#Creators'] });
    expect(prepare(markdown, 'linkedin').hashtags).toEqual(['#Filming', '#YouTube', '#Creators', '#Batching', '#Video']);
  });

  it('counts hashtags in the text itself and adds none twice', () => {
    expect(prepare('Why #filming in batches works.\n\n#filming #creators', 'twitter').text).toBe('Why #filming in batches works.\n\n#creators');
    // Hashtags in the text are the piece's own: none is suggested.
    expect(prepare('Why #filming in batches works.', 'linkedin', { topic: 'Batch filming for YouTube' }).hashtags).toEqual(['#filming']);
  });

  it('suggests hashtags from the topic and keywords when the piece has none: no stop word, no split number', () => {
    expect(prepare('Plan the week.', 'instagram', { topic: 'Meal prep for busy parents' }).hashtags).toEqual(['#MealPrep', '#BusyParents', '#Prep', '#Parents']);
    expect(prepare('Plan the week.', 'twitter', { topic: 'Meal prep for busy parents' }).text).toBe('Plan the week.\n\n#MealPrep #BusyParents');
    expect(prepare('Plan.', 'instagram', { topic: 'How to launch Web 3.0 apps in 2026', keywords: ['smart contracts'] }).hashtags).toEqual(['#SmartContracts', '#LaunchWebApps', '#Apps']);
    expect(prepare('Plan.', 'instagram', { topic: 'What you need to know about it' }).hashtags).toEqual([]);
    expect(prepare('Plan.', 'linkedin', { topic: 'Batch filming for YouTube' }).hashtags).toEqual(['#BatchFilming', '#YouTube', '#Filming']);
  });

  it('turns a blog’s keywords line into hashtags of whole keywords', () => {
    const text = prepare('# Calendars\n\nKeywords: content calendar, editorial planning, SEO\n\nPlan a month ahead.', 'linkedin', { topic: 'Content calendars' }).text;
    expect(text).toBe('Calendars\nPlan a month ahead.\n\n#ContentCalendar #EditorialPlanning #SEO');
  });
});

describe('X', () => {
  it('keeps a text that fits as one post, unnumbered', () => {
    expect(prepare('# Short\n\nOne line.', 'twitter')).toEqual({ text: 'Short\nOne line.', parts: null, hashtags: [] });
  });

  it('makes a longer text a numbered thread, each post within 280 as X counts, split between sentences, the words in order', () => {
    const markdown = `# Thread Title\n\n${paragraphs(6, 4)}`;
    const { text, parts } = prepare(markdown, 'twitter');
    expect(parts).not.toBeNull();
    expect(parts!.length).toBeGreaterThan(3);
    expect(text).toBe(parts!.join('\n\n'));
    parts!.forEach((part, i) => {
      expect(part.startsWith(`${i + 1}/${parts!.length} `)).toBe(true);
      expect(x(part)).toBeLessThanOrEqual(280);
      // Cut between sentences: every post ends a sentence (the last with its hashtags).
      expect(part.replace(/\n\n(?:#\S+ ?)+$/, '')).toMatch(/\.$/);
    });
    const words = (s: string) => s.replace(/\d+\/\d+ /g, '').replace(/#\S+/g, '').split(/\s+/).filter(Boolean);
    expect(words(text)).toEqual(words(`Thread Title ${paragraphs(6, 4)}`));
    // Hashtags suggested from the title end the last post.
    expect(parts!.at(-1)).toMatch(/\.\n\n#ThreadTitle #Title$/);
  });

  it('never leaves a heading last in a post', () => {
    const markdown = Array.from({ length: 8 }, (_, i) => `## Section ${i + 1}\n\n${sentence(30, i)}`).join('\n\n');
    const { parts } = prepare(markdown, 'twitter');
    for (const part of parts!) expect(part).not.toMatch(/Section \d+$/);
  });

  it('weighs emoji and CJK as X does: double', () => {
    const cjk = '日本語の文章です。'.repeat(20);
    const { parts } = prepare(cjk, 'twitter');
    expect(parts!.length).toBeGreaterThanOrEqual(2);
    for (const part of parts!) {
      expect(x(part)).toBeLessThanOrEqual(280);
      expect([...part].length).toBeLessThan(280);
    }
    const emoji = `${'Ship it 🚀🚀🚀. '.repeat(14)}Done.`;
    const single = prepare(emoji, 'twitter', { twitter: 'single' });
    expect(single.parts).toBeNull();
    expect(x(single.text)).toBeLessThanOrEqual(280);
    expect(x(single.text)).toBeGreaterThan([...single.text].length);
  });

  it('counts a link as 23, as X does', () => {
    const url = `https://example.com/${'a'.repeat(300)}`;
    expect(prepare(`Read [this](${url}) now.`, 'twitter')).toEqual({ text: `Read this (${url}) now.`, parts: null, hashtags: [] });
  });

  it('shortens to one post at a sentence boundary when asked for one post, with the hashtags that fit', () => {
    const { text, parts } = prepare(`${paragraphs(3, 3)}\n\n#Batching #Filming`, 'twitter', { twitter: 'single' });
    expect(parts).toBeNull();
    expect(x(text)).toBeLessThanOrEqual(280);
    expect(text).toMatch(/^Sentence1 word1 .*\.\n\n#Batching #Filming$/s);
  });

  it('keeps a thread within 25 posts: paragraphs cut down to their first sentences, or the text cut short', () => {
    const { parts } = prepare(paragraphs(40, 6, 20), 'twitter');
    expect(parts!.length).toBeLessThanOrEqual(25);
    parts!.forEach((part, i) => {
      expect(part.startsWith(`${i + 1}/${parts!.length} `)).toBe(true);
      expect(x(part)).toBeLessThanOrEqual(280);
    });
    const endless = prepare(`${Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ')}.`, 'twitter');
    expect(endless.parts!.length).toBe(25);
    for (const part of endless.parts!) expect(x(part)).toBeLessThanOrEqual(280);
    expect(endless.parts!.at(-1)).toMatch(/…$/);
    const unbroken = prepare('字'.repeat(5000), 'twitter');
    expect(unbroken.parts!.length).toBe(25);
    for (const part of unbroken.parts!) expect(x(part)).toBeLessThanOrEqual(280);
  });

  it('makes a piece of headings only lines of text, and one of hashtags only those hashtags', () => {
    expect(prepare('# One\n\n# Two', 'linkedin').text).toBe('One\n\nTwo');
    expect(prepare('#one #two #three #four', 'twitter')).toEqual({ text: '#one #two #three', parts: null, hashtags: ['#one', '#two', '#three'] });
  });
});

describe('the other platforms', () => {
  it('LinkedIn: within 3,000 characters, shortened between sentences, hashtags at the end', () => {
    const { text } = prepare(`${paragraphs(12, 5, 10)}\n\n#Batching`, 'linkedin');
    expect([...text].length).toBeLessThanOrEqual(3000);
    expect(text).toMatch(/\.\n\n#Batching$/);
    expect(platformTextProblems('linkedin', text, null)).toEqual([]);
  });

  it('Instagram and TikTok: captions within 2,200 with a blank line before the hashtags', () => {
    for (const platform of ['instagram', 'tiktok'] as const) {
      const { text } = prepare(paragraphs(10, 5, 10), platform, { topic: 'Batch filming for YouTube' });
      expect([...text].length).toBeLessThanOrEqual(2200);
      expect(text).toMatch(/\.\n\n#BatchFilming #YouTube #Filming$/);
    }
  });

  it('Facebook: long texts stay whole', () => {
    const markdown = paragraphs(20, 5, 10);
    expect(prepare(markdown, 'facebook').text).toBe(markdown);
  });

  it('YouTube: the title on the first line, a blank line, then the description within 5,000 bytes', () => {
    const { text } = prepare(`# Filming in Batches\n\n${'Écrire à l’avance, c’est gagner du temps. '.repeat(200)}`, 'youtube', { topic: 'Batch filming' });
    const [title, blank] = text.split('\n');
    expect(title).toBe('Filming in Batches');
    expect(blank).toBe('');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(5000);
    expect([...text].length).toBeLessThan(5000);
    expect(platformTextProblems('youtube', text, null)).toEqual([]);
  });

  it('YouTube: the topic when the piece has no title, cut to 100 characters; a script’s description section when it has one', () => {
    const long = `How to plan, film, edit and publish ${'a great many '.repeat(10)}videos`;
    const { text } = prepare('Keep 2 < 3 and 4 > 1.', 'youtube', { topic: long });
    const title = text.split('\n')[0]!;
    expect([...title].length).toBeLessThanOrEqual(100);
    expect(title).toMatch(/^How to plan, film, edit and publish a great many .*…$/);
    // YouTube refuses < and > in a description.
    expect(text).toContain('Keep 2 ‹ 3 and 4 › 1.');
    const script = '# Batch Filming\n\n## Hook\n\nSay hi.\n\n## YouTube Description\n\nFour steps to film a month in a day.\n\n## Chapters\n\n0:00 Hook\n0:10 Steps';
    expect(prepare(script, 'youtube').text).toBe('Batch Filming\n\nFour steps to film a month in a day.\n\nChapters\n0:00 Hook\n0:10 Steps\n\n#BatchFilming #Filming');
  });
});

describe('platformTextProblems', () => {
  it('finds Markdown left, texts over the limit, threads numbered wrong and too many hashtags', () => {
    expect(platformTextProblems('linkedin', '## Title\n\n**Bold** [a](https://a.com)\n\n- item', null)).toEqual([
      'Heading marks (#) are left: write a heading as a plain line.',
      'Bold marks (** or __) are left: write the words without them.',
      'Markdown links [text](url) are left: write "text (url)", or the URL alone.',
      'List lines start with -, * or +: start them with "• " or a number.',
    ]);
    expect(platformTextProblems('instagram', 'x'.repeat(2201), null)).toEqual(['The text is 2,201 of 2,200 characters Instagram allows: shorten it.']);
    const parts = ['1/2 fine', `3/2 ${'y'.repeat(290)}`];
    expect(platformTextProblems('twitter', parts.join('\n\n'), parts)).toEqual([
      'Post 2 of the thread does not start with "2/2 ".',
      'Post 2 of the thread is 294 of 280 characters: shorten it.',
    ]);
    expect(platformTextProblems('twitter', '#a #b #c #d', null)).toEqual(['It has 4 hashtags: use at most 3 on Twitter/X.']);
    expect(platformTextProblems('youtube', 'Title\nNo blank line', null)).toEqual(['Start with the title on a line of its own, then a blank line, then the description.']);
    expect(platformTextProblems('facebook', 'snake_case and #ink_well and 5 * 3 stay.', null)).toEqual([]);
  });
});
