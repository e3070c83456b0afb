import { describe, expect, it } from 'vitest';
import { VIDEO_DURATIONS, VIDEO_PLATFORMS, VideoScriptRequest } from '../../../../contract/content';
import { findSlots } from '../../../../contract/slots';
import { checkVideoScript } from '../check';
import { hygieneProblems } from '../../../ai/offline/draft-hygiene';
import { composeVideoScript } from './compose';

const script = (topic: string, over: Record<string, unknown> = {}) => {
  const request = VideoScriptRequest.parse({ topic, ...over });
  return { request, text: composeVideoScript(request) };
};
const numberedLines = (text: string) => text.split('\n').filter((line) => /^\d{1,2}\. /.test(line));

describe('video scripts written for the topic’s shape', () => {
  it.each(VIDEO_PLATFORMS.flatMap((platform) => VIDEO_DURATIONS.map((duration) => [platform, duration] as const)))(
    'gives "3 cheap lighting tricks…" exactly three tricks to fill (%s, %s)',
    (platform, duration) => {
      const { request, text } = script('3 cheap lighting tricks for filming in a small apartment', { platform, duration });
      const items = numberedLines(text);
      expect(items).toHaveLength(3);
      items.forEach((item, i) => expect(findSlots(item)[0]?.label).toBe(`Trick ${i + 1}`));
      expect(text.split('\n')[0]).toBe('# 3 Cheap Lighting Tricks for Filming in a Small Apartment');
      expect(checkVideoScript(request, text)).toEqual([]);
      expect(hygieneProblems(text)).toEqual([]);
    },
  );

  it('says a list longer than the video has sections for in groups, every item numbered', () => {
    const { request, text } = script('20 blog post ideas for a small bakery', { platform: 'youtube', duration: 'short' });
    expect(numberedLines(text)).toHaveLength(20);
    expect(checkVideoScript(request, text)).toEqual([]);
  });

  it('tells a milestone as the creator’s story, never pasting it where a noun belongs', () => {
    const { request, text } = script('I just hit 10,000 subscribers after 14 months of posting twice a week', { platform: 'youtube' });
    expect(text).not.toMatch(/(?:with|about|of|for) I just hit/i);
    expect(text).not.toMatch(/twice a week (?:feels|is|takes)/);
    expect(text).toContain('I just hit 10,000 subscribers after 14 months of posting twice a week.');
    expect(findSlots(text).map((s) => s.label)).toEqual(expect.arrayContaining(['What it took', 'Lesson']));
    expect(checkVideoScript(request, text)).toEqual([]);
  });
});
