import { describe, expect, it } from 'vitest';
import { SocialError } from './errors';
import { planPost, publishLength } from './publish-rules';

const image = { kind: 'image' as const };
const video = { kind: 'video' as const };

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(SocialError);
    expect((err as SocialError).kind).toBe('invalid');
    return (err as SocialError).message;
  }
  throw new Error('expected a refusal');
}

describe('planPost', () => {
  it('counts X by weight (links as 23, emoji as 2) and the others by code points', () => {
    expect(publishLength('twitter', `see https://example.com/${'x'.repeat(100)}`)).toBe(27);
    expect(publishLength('twitter', '🙂')).toBe(2);
    expect(publishLength('linkedin', '🙂')).toBe(1);
  });

  it('takes a thread written post by post as it is: no split, no numbers added; each post checked as X counts', () => {
    const parts = ['First post 🙂', `Second, with a link https://example.com/${'x'.repeat(300)}`];
    expect(planPost({ platform: 'twitter', text: 'not read', media: [image], thread: false, parts })).toEqual(parts);
    expect(refusal(() => planPost({ platform: 'twitter', text: '', media: [], thread: true, parts: ['Fine.', '日'.repeat(141)] }))).toBe(
      'Post 2 of the thread is 282 of 280 characters on Twitter/X: shorten it.',
    );
    expect(refusal(() => planPost({ platform: 'twitter', text: '', media: [video, image], thread: true, parts: ['a', 'b'] }))).toBe('Twitter/X cannot mix a video with images in one post.');
    expect(refusal(() => planPost({ platform: 'linkedin', text: '', media: [], thread: false, parts: ['a', 'b'] }))).toMatch(/^LinkedIn /);
  });

  it('passes a post within the limit as one post', () => {
    expect(planPost({ platform: 'twitter', text: 'Hello', media: [], thread: false })).toEqual(['Hello']);
    expect(planPost({ platform: 'linkedin', text: 'a'.repeat(3000), media: [], thread: false })).toHaveLength(1);
  });

  it('refuses a post over the limit, offering a thread on X only', () => {
    expect(refusal(() => planPost({ platform: 'twitter', text: 'a '.repeat(200).trim(), media: [], thread: false }))).toBe(
      'Too long for Twitter/X: 399 of 280 characters. Shorten it or publish it as a thread.',
    );
    expect(refusal(() => planPost({ platform: 'linkedin', text: 'a'.repeat(3001), media: [], thread: true }))).toBe(
      'Too long for LinkedIn: 3,001 of 3,000 characters. Shorten it to publish there.',
    );
  });

  it('splits an X post into a thread when asked, and refuses one that would be too long', () => {
    const parts = planPost({ platform: 'twitter', text: 'One sentence here. '.repeat(30), media: [], thread: true });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toMatch(/ 1\/\d$/);
    expect(refusal(() => planPost({ platform: 'twitter', text: 'word '.repeat(2000), media: [], thread: true }))).toBe(
      'Too long for a thread on Twitter/X: it would take more than 25 posts.',
    );
  });

  it('applies each platform’s media needs', () => {
    expect(refusal(() => planPost({ platform: 'tiktok', text: 'Clip', media: [], thread: false }))).toBe('TikTok needs a video: attach one to publish there.');
    expect(refusal(() => planPost({ platform: 'youtube', text: 'Clip', media: [image], thread: false }))).toBe('YouTube publishes videos only: attach a video instead.');
    expect(refusal(() => planPost({ platform: 'instagram', text: 'Pic', media: [], thread: false }))).toBe(
      'Instagram needs an image or a video: attach one to publish there.',
    );
    expect(refusal(() => planPost({ platform: 'instagram', text: 'Pics', media: [image, image], thread: false }))).toBe(
      'Instagram takes one image or video per post.',
    );
    expect(refusal(() => planPost({ platform: 'twitter', text: 'Mixed', media: [image, video], thread: false }))).toBe(
      'Twitter/X cannot mix a video with images in one post.',
    );
    expect(planPost({ platform: 'instagram', text: 'Pic', media: [image], thread: false })).toEqual(['Pic']);
    expect(planPost({ platform: 'youtube', text: 'Clip', media: [video], thread: false })).toEqual(['Clip']);
    expect(planPost({ platform: 'twitter', text: 'Pics', media: [image, image, image], thread: false })).toEqual(['Pics']);
  });
});
