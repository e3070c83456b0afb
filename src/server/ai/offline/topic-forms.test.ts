import { describe, expect, it } from 'vitest';
import { toGerund } from './gerund';
import { describeTopic, shortenPhrase, titleCase } from './topic-forms';

describe('describeTopic', () => {
  it('turns a how-to topic into a noun phrase and keeps the headline as typed', () => {
    const t = describeTopic('How to start a podcast?');
    expect(t.subject).toBe('starting a podcast');
    expect(t.title).toBe('Starting a Podcast');
    expect(t.headline).toBe('How to Start a Podcast');
    expect(t.tags[0]).toBe('StartPodcast');
  });

  it('lower-cases a sentence-case first word but keeps names and acronyms', () => {
    expect(describeTopic('Vegan meal prep').subject).toBe('vegan meal prep');
    expect(describeTopic('Python testing tips').subject).toBe('Python testing tips');
    expect(describeTopic('SEO for small shops').subject).toBe('SEO for small shops');
    expect(describeTopic('New York Food Tours').subject).toBe('New York Food Tours');
  });

  it.each([
    ['Should I quit my job to freelance?', 'deciding whether to quit your job to freelance', 'Should I Quit My Job to Freelance'],
    ['Can I learn piano at 40', 'figuring out whether you can learn piano at 40', 'Can I Learn Piano at 40'],
    ['Do I need a degree for UX?', 'figuring out whether you need a degree for UX', 'Do I Need a Degree for UX'],
    ['Is it worth learning Rust', 'figuring out whether it is worth learning Rust', 'Is It Worth Learning Rust'],
    ['Are newsletters better than social media for small creators?', 'figuring out whether newsletters are better than social media for small creators', 'Are Newsletters Better Than Social Media'],
    ['Is TikTok as good as YouTube for tutorials?', 'figuring out whether TikTok is as good as YouTube for tutorials', 'Is TikTok as Good as YouTube for Tutorials'],
    ['Why sleep matters', 'understanding why sleep matters', 'Why Sleep Matters'],
    ['WHY SLEEP MATTERS', 'understanding why sleep matters', 'Why Sleep Matters'],
    ['What is SEO?', 'SEO', 'What Is SEO'],
    ['The ultimate guide to Notion', 'Notion', 'The Ultimate Guide to Notion'],
  ])('turns %j into a noun phrase', (topic, subject, headline) => {
    const t = describeTopic(topic);
    expect(t.subject).toBe(subject);
    expect(t.headline).toBe(headline);
  });

  it('makes a title\'s and its subtitle\'s tags apart, never one across the colon', () => {
    const tags = describeTopic('Batch filming: how to record a month of Shorts').tags;
    expect(tags[0]).toBe('BatchFilming');
    expect(tags).toContain('RecordMonthShorts');
    expect(tags.some((tag) => /FilmingHow|FilmingRecord/.test(tag))).toBe(false);
  });

  it('shortens a long question by its audience before cutting a phrase', () => {
    expect(describeTopic('Are newsletters better than social media for small creators?').short).toBe('figuring out whether newsletters are better than social media');
  });

  it('makes tags without the question words', () => {
    expect(describeTopic('Why sleep matters').tags[0]).toBe('SleepMatters');
    expect(describeTopic('Should I quit my job to freelance?').tags[0]).toBe('QuitJobFreelance');
  });

  it('keeps the core of a topic without its audience, and nothing else', () => {
    expect(describeTopic('Vegan meal prep for busy parents').core).toBe('vegan meal prep');
    expect(describeTopic('Sourdough baking for beginners').core).toBe('sourdough baking');
    expect(describeTopic('Saving for a first home').core).toBe('saving for a first home');
    expect(describeTopic('Running for weight loss').core).toBe('running for weight loss');
    expect(describeTopic('Budget travel in Japan').core).toBe('budget travel in Japan');
  });

  it('derives CamelCase tags from the head phrase and what it is for', () => {
    expect(describeTopic('Vegan meal prep for busy parents').tags).toEqual(['VeganMealPrep', 'MealPrep', 'BusyParents']);
  });

  it('shortens long topics at a natural break', () => {
    const long = describeTopic(`The history of the printing press, and ${'why it still matters '.repeat(15)}`);
    expect(long.short).toBe('the history of the printing press');
    expect([...long.headline].length).toBeLessThanOrEqual(48);
  });
});

describe('helpers', () => {
  it.each([
    ['make', 'making'],
    ['run', 'running'],
    ['start', 'starting'],
    ['tie', 'tying'],
    ['see', 'seeing'],
    ['fix', 'fixing'],
    ['open', 'opening'],
    ['begin', 'beginning'],
  ])('toGerund(%s) = %s', (verb, gerund) => expect(toGerund(verb)).toBe(gerund));

  it('title-cases without touching acronyms or small words inside', () => {
    expect(titleCase('growing a youtube channel with SEO')).toBe('Growing a Youtube Channel With SEO');
    expect(shortenPhrase('short', 10)).toBe('short');
  });
});

describe('topic hashtags', () => {
  it('never holds a number or a piece of one', () => {
    const tags = describeTopic('I just hit 10,000 subscribers after 14 months').tags;
    expect(tags.join(' ')).not.toMatch(/\d/);
    expect(describeTopic('Living on £1,200 a month in London').tags.join(' ')).not.toMatch(/\d/);
  });
});

describe('topic hashtags with apostrophes', () => {
  it('keeps a word with an apostrophe whole', () => {
    expect(describeTopic('How to say no to brand deals that don’t fit').tags.join(' ')).not.toMatch(/\bT\w/);
    expect(describeTopic("A beginner's guide to color grading").tags[0]).toMatch(/^BeginnersGuide/);
  });
});
