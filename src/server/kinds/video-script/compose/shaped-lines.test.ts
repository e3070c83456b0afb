import { describe, expect, it } from 'vitest';
import { VIDEO_DURATIONS, VIDEO_PLATFORMS, VIDEO_TONES, VideoScriptRequest } from '../../../../contract/content';
import { findSlots } from '../../../../contract/slots';
import { checkVideoScript } from '../check';
import { hygieneProblems } from '../../../ai/offline/draft-hygiene';
import { composeVideoScript } from './compose';
import { SHAPE_LINES, usableLines } from './shape-lines';

/** Every combination of platform, tone and duration; an audience and another draft on alternate ones. */
function scripts(topic: string) {
  return VIDEO_PLATFORMS.flatMap((platform) => VIDEO_TONES.flatMap((tone) => VIDEO_DURATIONS.map((duration) => ({ platform, tone, duration })))).map((options, i) => {
    const request = VideoScriptRequest.parse({ topic, ...options, target_audience: i % 2 ? 'small creators' : '' });
    const alternative = i % 3 === 0;
    return { name: `${options.platform}/${options.tone}/${options.duration}${alternative ? '/another draft' : ''}`, request, text: composeVideoScript(request, { alternative }) };
  });
}

/** The script above its description or caption, without slots (the creator's words to come). */
function script(text: string): string {
  const body = text.split('\n---\n')[0] ?? text;
  return findSlots(body).reduce((out, s) => out.replace(s.text, ' '), body);
}

/** The lines the creator says: not headings, cues, the meta line or the items set out to fill. */
function spoken(text: string): string {
  return script(text)
    .split('\n')
    .filter((line) => line.trim() && !/^(?:#|\*\*|\(|\[|- |\d+\. )/.test(line))
    .join('\n');
}

function expectSound(request: VideoScriptRequest, text: string) {
  expect(checkVideoScript(request, text)).toEqual([]);
  expect(hygieneProblems(text)).toEqual([]);
}

describe('video script lines written for the topic’s shape', () => {
  describe.each([
    ['3 cheap lighting tricks for filming in a small apartment', 3, 'trick'],
    ['Five mistakes new podcasters make', 5, 'mistake'],
    ['1 trick that doubled my views', 1, 'trick'],
  ] as const)('a list: "%s"', (topic, count, noun) => {
    it.each(scripts(topic).map((s) => [s.name, s] as const))('%s calls its items by their name and says their count', (_, { request, text }) => {
      expectSound(request, text);
      // Not "moves", not "steps" (the closing's chapter title "Next Steps" aside), not "tips".
      expect(text).not.toMatch(/\bmoves\b|\bmove\b(?! on)/i);
      expect(text.replace(/Next Steps/g, '')).not.toMatch(/\bsteps?\b/i);
      expect(text).not.toMatch(/\btips?\b/i);
      if (count === 1) expect(text).not.toMatch(/\b(?:which one|the whole list|each one|all 1)\b/i);
      // Every number said, shown or written is the count, once items' own numbers, times and lengths are set aside.
      const numbers = text
        .split('\n')
        .filter((line) => !/^(?:#|\d+\. |\d+:\d{2} )/.test(line))
        .join('\n')
        .replace(new RegExp(`\\b(?:${noun}s?|numbers?)\\s+\\d+(?:\\s*(?:[–-]|to)\\s*\\d+)?`, 'gi'), '')
        .replace(/\b\d+(?:–\d+)?\s*(?:s|seconds|minutes?)\b|\b\d+:\d{2}\b|\b9:16\b|\b2–3 s\b/g, '')
        .replace(/\*\*Runtime:\*\*[^·]*/g, '');
      for (const m of numbers.matchAll(/\b\d+\b/g)) {
        const at = numbers.slice(Math.max(0, m.index - 40), m.index + 20);
        // A series note counts a long list's sections, not its items.
        if (/series of \d+ parts/.test(at)) continue;
        expect(`${m[0]} in "${at}"`).toBe(`${count} in "${at}"`);
      }
      const said = spoken(text);
      if (count > 1) expect(said).toMatch(new RegExp(`\\b${count}\\b`));
    });
  });

  it.each(scripts('How to record a month of Shorts').map((s) => [s.name, s] as const))('a how-to says steps, never moves or tips (%s)', (_, { request, text }) => {
    expectSound(request, text);
    expect(text).not.toMatch(/\bmoves\b|\bmove\b(?! on)/i);
    expect(text).not.toMatch(/\btips?\b/i);
    expect(spoken(text)).toMatch(/\bsteps?\b/i);
    // The steps counted in the intro are the steps that follow.
    const steps = (text.match(/^## \[[\d:]+\] \d+\. Step \d+$/gm) ?? []).length;
    for (const m of spoken(text).matchAll(/\b(\d+) (?:small |practical )?steps\b/g)) expect(Number(m[1])).toBe(steps);
  });

  describe.each([
    ['Are newsletters better than social media for small creators?'],
    ['Why my videos get no views'],
    ['Is this the end of Instagram? 🤔'],
  ] as const)('a question: "%s"', (topic) => {
    it.each(scripts(topic).map((s) => [s.name, s] as const))('%s gets an answer structure, not steps', (_, { request, text }) => {
      expectSound(request, text);
      expect(text.replace(/Next Steps/g, '')).not.toMatch(/\bsteps?\b/i);
      expect(text).not.toMatch(/\bmoves\b|\bmove\b(?! on)|\btips?\b|took half the effort|missing one of these/i);
      expect(text).not.toMatch(/\?\s*\?|\?\s+\p{Ll}/u);
      expect(spoken(text)).toMatch(/short answer/i);
    });
  });

  it.each(scripts('I just hit 10,000 subscribers after 14 months of posting twice a week').map((s) => [s.name, s] as const))(
    'a milestone is the creator’s own story (%s)',
    (_, { request, text }) => {
      expectSound(request, text);
      expect(text.replace(/Next Steps/g, '')).not.toMatch(/\bsteps?\b/i);
      expect(text).not.toMatch(/\bmoves\b|\bmove\b(?! on)|\btips?\b|missing one of these|do not skip|this one's big/i);
      const said = spoken(text);
      expect(said).toContain('I just hit 10,000 subscribers after 14 months of posting twice a week.');
      expect(said).toMatch(/Thank you to everyone/);
      expect(text).not.toMatch(/Save this for your next session/);
    },
  );

  it.each(scripts('Consistency beats talent').map((s) => [s.name, s] as const))('a statement says its claim and the reasons (%s)', (_, { request, text }) => {
    expectSound(request, text);
    expect(text.replace(/Next Steps/g, '')).not.toMatch(/\bsteps?\b/i);
    expect(text).not.toMatch(/\bmoves\b|\bmove\b(?! on)|\btips?\b/i);
    expect(spoken(text)).toContain('Consistency beats talent.');
  });

  it('has a line for a question with no question mark to quote, in every list that may quote one', () => {
    const { tones, hook } = SHAPE_LINES.question;
    const lists = [...Object.values(tones).flatMap((t) => [t.hooks, t.moreHooks, t.intros, t.recap]), hook.onScreen];
    for (const lines of lists) expect(usableLines(lines, { question: '' }).some((line) => !line.includes('{question}'))).toBe(true);
  });
});
