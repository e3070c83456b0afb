import { describe, expect, it } from 'vitest';
import { SocialPostRequest } from '../../../contract/content';
import { checkSocialPost } from './check';

const request = (over: Partial<Record<string, unknown>> = {}) => SocialPostRequest.parse({ topic: 'Trail running', ...over });

describe('checkSocialPost', () => {
  it('accepts a post within the limit with hashtags when they are on', () => {
    expect(checkSocialPost(request(), 'Hit the trails this weekend. #TrailRunning #Outdoors')).toEqual([]);
  });

  it('reports hashtags when they are off', () => {
    const problems = checkSocialPost(request({ include_hashtags: false }), 'Hit the trails. #TrailRunning #Outdoors');
    expect(problems).toEqual(['Remove every hashtag (#TrailRunning, #Outdoors): include_hashtags is off, so no word may start with #.']);
  });

  it('reports a post without hashtags when they are on', () => {
    expect(checkSocialPost(request(), 'Hit the trails.')[0]).toContain('Add 2–5 relevant hashtags');
  });

  it('reports a 300-character tweet', () => {
    const problems = checkSocialPost(request({ include_hashtags: false }), 'a'.repeat(300));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The post is 300 characters as X counts them .*; Twitter\/X allows at most 280\. Cut it to fit\.$/);
  });

  it('counts emoji double on X but not on other platforms', () => {
    const emoji = '🏃'.repeat(141);
    expect(checkSocialPost(request({ include_hashtags: false }), emoji)[0]).toContain('The post is 282 characters');
    expect(checkSocialPost(request({ include_hashtags: false, platform: 'instagram' }), emoji)).toEqual([]);
  });

  it('holds each platform to its own limit', () => {
    const long = `${'word '.repeat(440)}#Tag`;
    expect(checkSocialPost(request({ platform: 'linkedin' }), long)).toEqual([]);
    expect(checkSocialPost(request({ platform: 'tiktok' }), long)[0]).toContain('TikTok allows at most 2200');
  });

  it('reports an empty post', () => {
    expect(checkSocialPost(request(), '  \n ')).toEqual(['Write the post; the text is empty.']);
  });
});
