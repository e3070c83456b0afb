import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrammarChecker, type GrammarChecker, proseOf } from './grammar-check';

let checker: GrammarChecker;
beforeAll(async () => {
  checker = await createGrammarChecker();
});
afterAll(async () => {
  await checker.dispose();
});

async function rulesOf(text: string, topic?: string): Promise<string[]> {
  return (await checker.check(text, topic === undefined ? {} : { topic })).map((e) => `${e.kind}: ${e.problem}`);
}

describe('the grammar checker', () => {
  it('flags a repeated word', async () => {
    expect(await rulesOf('I edited the the video last night.')).toEqual(['Repetition: the the']);
  });

  it('flags "a" before a vowel sound', async () => {
    expect(await rulesOf('She ate a apple before filming.')).toEqual(['Miscellaneous: a']);
  });

  it('flags a verb that does not agree with its pronoun', async () => {
    expect(await rulesOf('He have three videos ready.')).toEqual(['Agreement: have']);
  });

  it('flags "its" where "it\'s" belongs', async () => {
    expect(await rulesOf('Its a great day to film.')).toEqual(['Punctuation: Its']);
  });

  it('flags a misspelt common word', async () => {
    expect(await rulesOf('Editing is teh hardest part.')).toEqual(['Typo: teh']);
  });

  it('takes British and American spellings alike, and "an" before a silent h', async () => {
    expect(await rulesOf('It is an honour to summarise the colour of your judgement; we organize and summarize. Treat the day as non-negotiable.')).toEqual([]);
  });

  it('says nothing about correct prose', async () => {
    expect(await rulesOf('## Start With a Clear Goal\n\nA goal gives your channel a direction, and direction turns effort into progress.')).toEqual([]);
  });

  it('leaves out style opinions: the Oxford comma and title case', async () => {
    expect(await rulesOf('## start with a clear goal\n\nTime, budget, energy and skills all shape the plan.')).toEqual([]);
  });

  it("does not count the topic's own non-English words, and still checks the English around them", async () => {
    const topic = 'Ernährung für Läufer';
    expect(await rulesOf('This issue is about Ernährung für Läufer and what to eat before a run.', topic)).toEqual([]);
    expect(await rulesOf('This issue is about Ernährung für Läufer and the the food.', topic)).toEqual(['Repetition: the the']);
  });

  it('ignores hashtags, URLs, slots and time marks, but not the prose around them', async () => {
    const text = '## [0:13] 1. Start Small\n\n[Shortcut 1: name it, show it in one shot]\n\nTry [Tool: the app you use] for a week. See https://exmple.test/teh.\n\n#Grwth #Cntent';
    expect(proseOf(text)).toBe('## 1. Start Small\n\n\n\nTry this for a week. See\n\n');
    expect(await rulesOf(text)).toEqual([]);
    expect(await rulesOf(`${text}\n\nThis is is wrong.`)).toEqual(['Repetition: is is']);
  });

  it('knows common words, not fragments', async () => {
    expect(await checker.knows('Subscribers')).toBe(true);
    expect(await checker.knows('Subscriberz')).toBe(false);
    expect(await checker.knows('Subscr')).toBe(false);
  });
});
