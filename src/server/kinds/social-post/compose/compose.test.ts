import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS, SOCIAL_TONES, SocialPostRequest } from '../../../../contract/content';
import { postLength } from '../../../../contract/post-length';
import { SOCIAL_LIMITS } from '../../../../contract/social-limits';
import { checkSocialPost } from '../check';
import { hygieneProblems } from '../../../ai/offline/draft-hygiene';
import { composeSocialPost } from './compose';

const TOPICS = ['Vegan meal prep for busy parents', 'How to start a podcast', 'Morning routines', 'Learning Python as a designer'];
const LONG_TOPIC = `Why small, independent bookshops keep thriving in mid-sized towns ${'despite online competition, rising rents and changing reading habits '.repeat(3)}`.slice(0, 300);

const cases = SOCIAL_PLATFORMS.flatMap((platform) => SOCIAL_TONES.flatMap((tone) => [true, false].map((include_hashtags) => ({ platform, tone, include_hashtags }))));
const requests = [
  ...cases.map((options, i) => SocialPostRequest.parse({ topic: TOPICS[i % TOPICS.length], ...options })),
  ...SOCIAL_PLATFORMS.flatMap((platform) => [true, false].map((include_hashtags) => SocialPostRequest.parse({ topic: LONG_TOPIC, platform, include_hashtags, tone: 'funny' }))),
];

describe('offline social posts: every option combination', () => {
  it.each(requests.map((r) => [`${r.platform}/${r.tone}/${r.include_hashtags ? 'hashtags' : 'no hashtags'}${r.topic === LONG_TOPIC ? '/long topic' : ''}`, r] as const))(
    '%s honours the request',
    (_, request) => {
      const text = composeSocialPost(request);
      expect(checkSocialPost(request, text)).toEqual([]);
      expect(composeSocialPost({ ...request })).toBe(text);
      expect(hygieneProblems(text)).toEqual([]);

      expect(postLength(request.platform, text)).toBeLessThanOrEqual(SOCIAL_LIMITS[request.platform]);
      if (request.platform === 'twitter') expect(postLength('twitter', text)).toBeLessThanOrEqual(260);
      const tags = text.match(/#\w+/g) ?? [];
      if (request.include_hashtags) {
        expect(tags.length).toBeGreaterThanOrEqual(1);
        for (const tag of tags) expect(tag).toMatch(/^#[A-Z][A-Za-z0-9]*$/);
      } else {
        expect(text).not.toContain('#');
      }
    },
  );
});

describe('offline social posts: platform conventions', () => {
  const post = (platform: string, over: Partial<Record<string, unknown>> = {}) =>
    composeSocialPost(SocialPostRequest.parse({ topic: 'Vegan meal prep for busy parents', platform, ...over }));

  it('makes a CamelCase hashtag from the topic', () => {
    expect(post('instagram')).toContain('#VeganMealPrep');
  });

  it('keeps X short and LinkedIn roomy, with a closing question on LinkedIn and Facebook', () => {
    expect(postLength('twitter', post('twitter'))).toBeLessThan(postLength('linkedin', post('linkedin')));
    expect(post('linkedin', { include_hashtags: false }).trim()).toMatch(/\?$/);
    expect(post('facebook', { include_hashtags: false }).trim()).toMatch(/\?$/);
  });

  it('writes captions in short lines for Instagram', () => {
    expect(post('instagram').split('\n').length).toBeGreaterThanOrEqual(6);
  });

  it('changes wording with the tone', () => {
    const firsts = SOCIAL_TONES.map((tone) => post('linkedin', { tone }).split('\n')[0]);
    expect(new Set(firsts).size).toBe(SOCIAL_TONES.length);
  });

  it('drops a hashtag typed into the topic when hashtags are off', () => {
    const text = composeSocialPost(SocialPostRequest.parse({ topic: '#selfcare Sundays', include_hashtags: false, platform: 'facebook' }));
    expect(text).not.toContain('#');
    expect(text).toContain('selfcare Sundays');
  });
});
