import { describe, expect, it } from 'vitest';
import { countProblems, cutMidPhrase, hashtagProblems, pastingProblems, placeholderProblems } from './draft-checks';
import type { CorpusTopic } from './topics';

/** Each quote of the drafts that issue 28 was filed on is caught by one of the corpus's checks. */
const milestone: CorpusTopic = { topic: 'I just hit 10,000 subscribers after 14 months of posting twice a week', category: 'milestone', shape: 'milestone' };
const lighting: CorpusTopic = { topic: '3 cheap lighting tricks for filming in a small apartment', category: 'list', shape: 'list', count: 3 };
const shortcuts: CorpusTopic = { topic: 'Three editing shortcuts that cut my YouTube edit time in half', category: 'list', shape: 'list', count: 3 };
const batch: CorpusTopic = { topic: 'batch filming: how to record a month of Shorts', category: 'how-to', shape: 'how-to' };
const calendar: CorpusTopic = { topic: 'content calendar', category: 'noun phrase', shape: 'noun' };
const words = new Set(['just', 'hit', 'subscribers', 'months', 'posting', 'real', 'talk', 'growth']);
const knows = (word: string) => Promise.resolve(words.has(word.toLowerCase()));

describe('the checks catch each quote of the issue', () => {
  it('"Nobody told me this about I just hit 10,000 subscribers …"', () => {
    const text = "Nobody told me this about I just hit 10,000 subscribers after 14 months of posting twice a week, so I'm telling you:";
    expect(pastingProblems(text, milestone)).toContain('a clause pasted as a noun: "Nobody told me this about I just hit 10,000 subscribers a"');
  });

  it('"If I just hit 10,000 subscribers … feels harder" (a clause as a subject)', () => {
    const text = 'If I just hit 10,000 subscribers after 14 months of posting twice a week feels harder than it should, start here.';
    expect(pastingProblems(text, milestone)).toEqual(['the topic used as the subject of "feels": "If I just hit 10,000 subscribers after 14 months of posting twice a week feels harder than it should, start"']);
  });

  it('#JustHit10 #000Subscribers', async () => {
    expect(await hashtagProblems('Post.\n\n#JustHit10 #000Subscribers', milestone.topic, 2, knows)).toEqual([
      '#JustHit10 holds "10", a piece of a number',
      '#000Subscribers holds "000", a piece of a number',
      '#000Subscribers starts with a piece of a number',
    ]);
  });

  it('more hashtags than the platform takes, and a word cut short', async () => {
    expect(await hashtagProblems('#RealTalk #Growth #Subscr', milestone.topic, 2, knows)).toEqual(['3 hashtags, more than 2: #RealTalk #Growth #Subscr', '#Subscr holds "Subscr", not a whole word or a name of the topic']);
  });

  it('"Worth knowing about three editing shortcuts …: → Start with the smallest useful version …" (no shortcut named)', () => {
    const text = 'Worth knowing about three editing shortcuts that cut my YouTube edit time in half:\n\n→ Start with the smallest useful version of three editing shortcuts.\n→ Build a routine.\n→ Review weekly.';
    expect(countProblems(text, shortcuts)).toEqual(['list items with neither a named item nor a slot to fill: "→ Start with the smallest useful version of three editing shortcuts." and 2 more']);
    const filled = 'Three shortcuts:\n\n→ [Shortcut 1: name it, show it in one shot]\n→ [Shortcut 2: name it]\n→ [Shortcut 3: name it]';
    expect(countProblems(filled, shortcuts)).toEqual([]);
  });

  it('the TikTok script of "3 cheap lighting tricks …" with two points', () => {
    const text = '# 3 Cheap Lighting Tricks\n\n## [0:00] Hook\n\nHi.\n\n## [0:10] 1. Start Smaller\n\nText.\n\n## [0:30] 2. Build a System\n\nText.\n\n## [0:50] Loop and CTA\n\nFollow.';
    expect(countProblems(text, lighting)).toEqual(['the topic promises 3 items; the draft lists 2', 'the heading "3 Cheap Lighting Tricks" promises 3 Tricks; 2 follow']);
  });

  it('"Every good approach to batch filming: how to record a month of Shorts rests on …" and "… How to Record a Month"', () => {
    const text = '# A Guide\n\n## Batch Filming: How to Record a Month\n\nEvery good approach to batch filming: how to record a month of Shorts rests on a few principles.';
    expect(pastingProblems(text, batch)).toEqual([
      'a topic with a colon pasted inside a sentence: "Every good approach to batch filming: how to record a month of Shorts rests on a few principles."',
      'the heading "Batch Filming: How to Record a Month" cuts the topic before "of"',
    ]);
    expect(cutMidPhrase('Batch Filming: How to Record a Month of Shorts', batch.topic)).toBeNull();
  });

  it('"A good place to begin is content calendar"', () => {
    expect(pastingProblems('A good place to begin is content calendar.', calendar)).toEqual(['a countable topic without its article: "A good place to begin is content calendar."']);
    expect(pastingProblems('A good place to begin is a content calendar.', calendar)).toEqual([]);
  });

  it('"Hello my subscribers who are small creators,"', () => {
    expect(pastingProblems('Hello my subscribers who are small creators,\n\nThis week…', calendar)).toEqual(['a greeting with the audience pasted in: "Hello my subscribers who are small creators,"']);
    expect(pastingProblems('Hello there,\n\nThis week…', calendar)).toEqual([]);
  });

  it('a "Three lessons" section that lists four', () => {
    const text = '## Three lessons\n\n- One.\n- Two.\n- Three.\n- Four.\n\n## Quick Tips\n\n- Tip.';
    expect(countProblems(text, calendar)).toEqual(['the heading "Three lessons" promises 3 lessons; 4 follow']);
  });

  it('placeholders that are not slots', () => {
    expect(placeholderProblems('Use [insert tool name] and {tool}. TODO: more. [Tool 1: name it] at [0:15].')).toEqual([
      'an "insert" placeholder: [insert tool name]',
      'a placeholder that is not a slot: {tool}',
      'a placeholder that is not a slot: TODO',
    ]);
  });
});

describe('the checks pass what is right', () => {
  it('hashtags of topic words split in camel case, and of common words', async () => {
    const know = (word: string) => Promise.resolve(['milestone', 'ideas', 'learn', 'something', 'new'].includes(word.toLowerCase()));
    expect(await hashtagProblems('#TikTok #BRollIdeas #Milestone', '6 b-roll ideas for TikTok', 4, know)).toEqual([]);
    expect(await hashtagProblems('#LearnSomethingNew #TFit', 'brand deals that don’t fit', 4, know)).toEqual(['#TFit holds "T", a piece of a word']);
  });

  it('a heading may drop a measured "of" phrase, not the noun a phrase needs', () => {
    expect(cutMidPhrase('I Just Hit 10,000 Subscribers After 14 Months: What It Took', 'I just hit 10,000 subscribers after 14 months of posting twice a week')).toBeNull();
    expect(cutMidPhrase('The Five Mistakes', 'Five mistakes new podcasters make')).toBeNull();
    expect(cutMidPhrase('After Four Years', 'I posted every week after four years of silence')).toBeNull();
    expect(cutMidPhrase('Is This the End of Instagram?', 'Is this the end of Instagram? 🤔')).toBeNull();
    expect(cutMidPhrase('She Said "You\'ll Never Make It" — Here\'s My Answer', 'She said "you\'ll never make it" — here\'s my answer')).toBeNull();
  });

  it('a topic rephrased as a gerund may be a subject', () => {
    const howI: CorpusTopic = { topic: 'How I edit a YouTube video in under an hour', category: 'how-to', shape: 'how-to' };
    expect(pastingProblems('Progress with editing a YouTube video in under an hour is often gradual.', howI)).toEqual([]);
  });
});
