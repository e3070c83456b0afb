import { describe, expect, it } from 'vitest';
import { checkHumanized } from './check-humanized';
import { humanizeOffline } from './humanize-offline';
import type { HumanizeContentType } from './humanize-types';

function humanize(text: string, contentType: HumanizeContentType = 'blog_post', platform?: string) {
  return humanizeOffline({ text, contentType, platform });
}

describe('humanizeOffline edits', () => {
  it('replaces stock phrasing from the data file and reports where', () => {
    const text = 'We delve into the data. Teams leverage it daily, and the result is a testament to patience.';
    const result = humanize(text);
    expect(result.text).toBe('We look at the data. Teams use it daily, and the result shows patience.');
    expect(result.changes.map((c) => [c.kind, c.before, c.after, c.at])).toEqual([
      ['phrase', 'delve into', 'look at', text.indexOf('delve')],
      ['phrase', 'leverage', 'use', text.indexOf('leverage')],
      ['phrase', 'is a testament to', 'shows', text.indexOf('is a testament')],
    ]);
  });

  it('drops empty stock openers and capitalises what follows', () => {
    const result = humanize("In today's fast-paced world, teams ship weekly. It's important to note that reviews still matter.");
    expect(result.text).toBe('Teams ship weekly. Reviews still matter.');
    expect(result.changes.every((c) => c.kind === 'phrase')).toBe(true);
    expect(humanize('It is worth noting that 3 teams ship weekly.').text).toBe('3 teams ship weekly.');
    expect(humanize('It is worth noting that.').text).toBe('It is worth noting that.');
  });

  it('removes filler hedges with their commas', () => {
    expect(humanize('This is, basically, the plan. Arguably, the plan works.').text).toBe('This is the plan. The plan works.');
    expect(humanize('That is the whole plan, essentially.').text).toBe('That is the whole plan.');
  });

  it('removes stacked transitions, and rewrites or drops a stiff connective opening a sentence', () => {
    const result = humanize('Moreover, furthermore, the plan works. Additionally, it is cheap. Also, it is quick.');
    expect(result.text).toBe('The plan works. Also, it is cheap. It is quick.');
    expect(result.changes.map((c) => c.kind)).toEqual(['connective', 'connective', 'transition']);
    // A plain "Also" after a plain sentence is no stack.
    expect(humanize('The plan works. Also, it is cheap.').changes).toEqual([]);
    // A stiff one is rewritten even alone, and a name after it keeps its capital.
    expect(humanize('The plan works. Moreover, it is cheap.').text).toBe('The plan works. It is cheap.');
    expect(humanize('The plan works. Thus, the team grew. Nevertheless, Priya left.').text).toBe('The plan works. So the team grew. Still, Priya left.');
    expect(humanize('In conclusion, batch filming saves 4 hours.').text).toBe('Batch filming saves 4 hours.');
    // Not a connective: a phrase going on ("In addition to…"), or a line continuing a sentence.
    expect(humanize('In addition to the plan, we need a budget.').changes).toEqual([]);
    expect(humanize('thus the plan works.').changes).toEqual([]);
  });

  it('splits a sentence over 35 words at a clause boundary', () => {
    const text =
      'The first week of training feels slow because your legs are still learning the ground under them and the hills feel steeper than they are, but by the third week most runners notice that the same loop takes less effort and far less recovery time.';
    const result = humanize(text);
    expect(result.text).toContain('than they are. But by the third week');
    expect(result.changes).toEqual([expect.objectContaining({ kind: 'split', at: text.indexOf(', but') })]);
  });

  it('varies three sentences in a row with the same opening', () => {
    const result = humanize('You pack light. You start slow. You walk the hills. Then you run.');
    expect(result.text).toBe('You pack light, and you start slow. You walk the hills. Then you run.');
    expect(result.changes.map((c) => c.kind)).toEqual(['opening']);
  });

  it('uses contractions for informal kinds only, or where the text already has them', () => {
    const text = 'Do not start fast. It is a long day, and you will need water.';
    expect(humanize(text, 'video_script').text).toBe("Don't start fast. It's a long day, and you'll need water.");
    expect(humanize(text, 'blog_post').text).toBe(text);
    expect(humanize(`${text} You won’t regret it.`, 'newsletter').text).toBe('Don’t start fast. It’s a long day, and you’ll need water. You won’t regret it.');
    expect(humanize('That is what it is.', 'social_media').text).toBe("That's what it is.");
  });

  it('is deterministic and idempotent', () => {
    const text = 'Moreover, we delve into it. Furthermore, it is key. You try. You fail. You learn. You win.';
    const once = humanize(text, 'social_media');
    expect(humanize(text, 'social_media')).toEqual(once);
    expect(humanize(once.text, 'social_media')).toEqual({ text: once.text, changes: [] });
  });
});

describe('humanizeOffline protects', () => {
  it('code, links, URLs, headings, bold labels, hashtags, mentions, numbers and names', () => {
    const text = [
      '## We delve into Leverage Labs',
      '',
      'We `leverage` code and [delve into this](https://example.com/delve-into) or https://example.com/leverage.',
      '**Leverage it:** ask @leverage_bot about #Leverage and 3.5 ways to leverage Robust Tools.',
      '',
      '```',
      'It is important to note that code stays.',
      '```',
    ].join('\n');
    const result = humanize(text, 'social_media');
    expect(result.text).toBe(text.replace('ways to leverage Robust', 'ways to use Robust'));
    expect(checkHumanized({ original: text, contentType: 'blog_post' }, result.text)).toEqual([]);
  });

  it('keeps an X post within 280 weighted characters, giving up the one edit that lengthens it', () => {
    const opening = 'You run. You climb. You rest. Pack water. ';
    const original = `${opening}${'a'.repeat(279 - opening.length)}`;
    expect(humanize(original, 'social_media').text.length).toBe(283);
    const result = humanize(original, 'social_media', 'twitter');
    expect(result).toEqual({ text: original, changes: [] });
    expect(checkHumanized({ original, contentType: 'social_media', platform: 'twitter' }, result.text)).toEqual([]);
    const contracted = humanize(`It is simple. ${original.slice(14)}`, 'social_media', 'twitter');
    expect(contracted.changes.map((c) => c.kind)).toEqual(['contraction']);
  });
});
