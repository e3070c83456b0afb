import { describe, expect, it } from 'vitest';
import { readTopicShape } from './topic-shape';
import { isPlural, singular, withoutEmoji } from './topic-words';

describe('readTopicShape', () => {
  it('reads a milestone with its figure and span, in the creator’s words', () => {
    const shape = readTopicShape('I just hit 10,000 subscribers after 14 months of posting twice a week');
    expect(shape.kind).toBe('milestone');
    expect(shape.milestone).toEqual({
      statement: 'I just hit 10,000 subscribers after 14 months of posting twice a week',
      figure: '10,000 subscribers',
      span: 'after 14 months of posting twice a week',
    });
  });

  it.each([
    'We crossed 1,000,000 views on a single Short',
    'My podcast reached 500 episodes this week',
    'Just published my 200th blog post',
    'After 52 weeks of daily posting, I reached 5,000 followers on LinkedIn',
    "I've been posting daily for a year",
    'I was verified on Instagram today',
    'I HIT 1 MILLION VIEWS',
    'From 0 to 1,000 subscribers in 2024',
  ])('reads %j as a milestone', (topic) => {
    expect(readTopicShape(topic).kind).toBe('milestone');
  });

  it('reads a list promise: count, items, the item singular and what for', () => {
    expect(readTopicShape('3 cheap lighting tricks for filming in a small apartment').list).toEqual({
      count: 3,
      item: 'lighting trick',
      items: 'cheap lighting tricks',
      purpose: 'filming in a small apartment',
      noun: 'trick',
      rest: 'for filming in a small apartment',
    });
    expect(readTopicShape('three editing shortcuts that cut my YouTube edit time in half').list).toMatchObject({
      count: 3,
      item: 'editing shortcut',
      noun: 'shortcut',
      rest: 'that cut my YouTube edit time in half',
    });
  });

  it.each([
    ['Five mistakes new podcasters make', 5, 'mistake'],
    ['Top 10 free tools for YouTubers in 2025', 10, 'tool'],
    ['The 5 best microphones under $100', 5, 'microphone'],
    ['My top 3 camera settings for indoor filming', 3, 'setting'],
    ['6 b-roll ideas for talking-head videos', 6, 'idea'],
    ['5 MISTAKES EVERY NEW CREATOR MAKES', 5, 'mistake'],
    ['3 coffee recipes ☕ for slow mornings', 3, 'recipe'],
    ['7 practical, low-cost ways for independent musicians to promote a single', 7, 'way'],
  ])('reads %j as a list of %i (%s)', (topic, count, noun) => {
    const shape = readTopicShape(topic);
    expect(shape.kind).toBe('list');
    expect(shape.list?.count).toBe(count);
    expect(shape.list?.noun).toBe(noun);
  });

  it.each(['24 hours in Tokyo', 'A 30-day writing challenge', 'The 3-2-1 backup rule for video files', '4K vs 1080p for YouTube', '2025 trends for creators'])(
    'does not read a measure or a year as a list: %j',
    (topic) => {
      expect(readTopicShape(topic).kind).not.toBe('list');
    },
  );

  it.each([
    ['How to record a month of Shorts in one afternoon', 'record a month of Shorts in one afternoon'],
    ['How do I grow my channel?', 'grow your channel'],
    ['How I edit a YouTube video in under an hour', 'edit a YouTube video in under an hour'],
    ['Learning how to write scripts that sound natural', 'write scripts that sound natural'],
    ["A beginner's guide to color grading", 'get started with color grading'],
    ['Batch filming: how to record a month of Shorts', 'record a month of Shorts'],
    ['Lighting on a budget — how to light a small room', 'light a small room'],
  ])('reads %j as a how-to', (topic, action) => {
    const shape = readTopicShape(topic);
    expect(shape.kind).toBe('how-to');
    expect(shape.howTo?.action).toBe(action);
  });

  it('reads questions, yes/no or not, asked or typed as a title', () => {
    expect(readTopicShape('Should I quit my job to become a full-time creator?').question).toEqual({
      text: 'Should I quit my job to become a full-time creator?',
      yesNo: true,
      embedded: false,
    });
    expect(readTopicShape('Do hashtags still matter on Instagram').question).toMatchObject({ text: 'Do hashtags still matter on Instagram?', yesNo: true });
    expect(readTopicShape('What makes a thumbnail clickable?').question).toMatchObject({ yesNo: false, embedded: false });
    expect(readTopicShape('Why my videos get no views').question).toEqual({ text: 'Why my videos get no views', yesNo: false, embedded: true });
    expect(readTopicShape('Is this the end of Instagram? 🤔').kind).toBe('question');
  });

  it.each(['Consistency beats talent', 'Nobody cares about your gear', 'Your first 100 videos will be bad', 'Engagement pods don’t work', 'We need to talk about creator burnout'])(
    'reads %j as a statement',
    (topic) => {
      expect(readTopicShape(topic).kind).toBe('statement');
    },
  );

  it.each([
    'batch filming',
    'Vegan meal prep for busy parents',
    'Patreon tiers that work',
    'Plant-based recipes 🌱',
    'Kyoto’s hidden temples',
    'Adobe Premiere Pro vs DaVinci Resolve',
    'Everything I learned from running a small bakery’s Instagram account',
    'SEO',
    '🔥🔥🔥',
    '',
  ])('reads %j as a noun phrase', (topic) => {
    expect(readTopicShape(topic).kind).toBe('noun');
  });

  it('finds names as written', () => {
    expect(readTopicShape('Adobe Premiere Pro vs DaVinci Resolve').names).toEqual(['Adobe Premiere Pro', 'DaVinci Resolve']);
    expect(readTopicShape("Casey Neistat's storytelling").names).toEqual(['Casey Neistat']);
    expect(readTopicShape('iPhone 15 Pro for filming').names).toEqual(['iPhone 15 Pro']);
    expect(readTopicShape('Will YouTube Shorts hurt my long videos?').names).toEqual(['YouTube Shorts']);
    expect(readTopicShape('I HIT 1 MILLION VIEWS').names).toEqual([]);
    expect(readTopicShape('batch filming').names).toEqual([]);
  });
});

describe('topic words', () => {
  it('makes plurals singular and knows what is not a plural', () => {
    expect(['tricks', 'stories', 'boxes', 'people', 'días'].map(singular)).toEqual(['trick', 'story', 'box', 'person', 'día']);
    expect(['tricks', 'ideas', 'business', 'analysis', 'focus', 'this'].map(isPlural)).toEqual([true, true, false, false, false, false]);
  });

  it('takes emoji out', () => {
    expect(withoutEmoji('Home workouts 🏋️‍♀️ for busy parents 👨‍👩‍👧')).toBe('Home workouts for busy parents');
    expect(withoutEmoji('Is this the end? 🤔')).toBe('Is this the end?');
  });
});
