import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS, SocialPostRequest } from '../../../../contract/content';
import { postLength } from '../../../../contract/post-length';
import { findSlots } from '../../../../contract/slots';
import { checkSocialPost } from '../check';
import { hygieneProblems } from '../../../ai/offline/draft-hygiene';
import { composeSocialPost } from './compose';

const post = (topic: string, platform: string, over: Record<string, unknown> = {}) => {
  const request = SocialPostRequest.parse({ topic, platform, ...over });
  return { request, text: composeSocialPost(request) };
};
const numberedLines = (text: string) => text.split('\n').filter((line) => /^\d{1,2}\. /.test(line));

describe('social posts written for the topic’s shape', () => {
  it('tells a milestone as the creator’s story, never pasting it as a noun, with whole-word hashtags', () => {
    for (const platform of SOCIAL_PLATFORMS) {
      const { request, text } = post('I just hit 10,000 subscribers after 14 months of posting twice a week', platform);
      expect(text).not.toMatch(/about I just hit/i);
      expect(text).toMatch(/^I just hit 10,000 subscribers after 14 months of posting twice a week[.!]/);
      expect(findSlots(text).some((s) => s.label === 'Lesson')).toBe(true);
      expect(text).not.toMatch(/#\w*\d/);
      expect(text).not.toContain('#JustHit');
      expect(checkSocialPost(request, text)).toEqual([]);
      expect(hygieneProblems(text)).toEqual([]);
    }
  });

  it.each([
    ['Three editing shortcuts that cut my YouTube edit time in half', 3, 'Shortcut'],
    ['3 cheap lighting tricks for filming in a small apartment', 3, 'Trick'],
    ['Top 10 free tools for YouTubers in 2025', 10, 'Tool'],
  ])('lists exactly what %j promises, each a slot to fill, on every platform', (topic, count, label) => {
    for (const platform of SOCIAL_PLATFORMS) {
      const { request, text } = post(topic, platform);
      const items = numberedLines(text);
      expect(items).toHaveLength(count);
      items.forEach((item, i) => expect(findSlots(item)[0]?.label).toBe(`${label} ${i + 1}`));
      expect(text).not.toMatch(/Start with the smallest useful version/);
      expect(postLength(platform as 'twitter', text)).toBeLessThanOrEqual(platform === 'twitter' ? 260 : 100_000);
      expect(checkSocialPost(request, text)).toEqual([]);
    }
  });

  it('fills a list’s items from the source’s sentences', () => {
    const source = 'Bounce a desk lamp off the ceiling for soft light. Tape baking paper over a window to diffuse the sun. Put a white towel under your chin as a reflector.';
    const { text } = post('3 cheap lighting tricks for filming in a small apartment', 'linkedin', { source });
    expect(numberedLines(text)).toHaveLength(3);
    expect(text).toContain('Bounce a desk lamp off the ceiling');
  });

  it('gives a how-to steps, a question an answer structure and a statement its reasons', () => {
    expect(numberedLines(post('How to record a month of Shorts in one afternoon', 'linkedin').text)).toHaveLength(3);
    const question = post('Should I quit my job to become a full-time creator?', 'facebook').text;
    expect(findSlots(question).map((s) => s.label)).toEqual(['Short answer', 'Reason 1', 'Reason 2', 'It depends on']);
    const statement = post('Consistency beats talent', 'instagram').text;
    expect(statement).toMatch(/^Consistency beats talent\./);
    expect(findSlots(statement).map((s) => s.label)).toEqual(['Reason 1', 'Reason 2']);
  });
});
