import { describe, expect, it } from 'vitest';
import { checkPost, youtubeTitle } from './post-check';

describe('checkPost', () => {
  it('says nothing about a post that fits and needs no media', () => {
    expect(checkPost({ platform: 'linkedin', length: 3000, media: null, thread: false })).toEqual([]);
    expect(checkPost({ platform: 'twitter', length: null, media: null, thread: false })).toEqual([]);
  });

  it('says what happens over the limit: refused, or on X a numbered thread when asked', () => {
    expect(checkPost({ platform: 'twitter', length: 1281, media: null, thread: false })).toEqual([
      { tone: 'error', text: '1,001 over the limit: Twitter/X will refuse this post. Shorten it, or post it as a numbered thread.' },
    ]);
    expect(checkPost({ platform: 'twitter', length: 1281, media: null, thread: true })).toEqual([
      { tone: 'info', text: 'Goes out as a numbered thread (1/n, 2/n, …), each post within 280 characters.' },
    ]);
    // Only X threads.
    expect(checkPost({ platform: 'facebook', length: 63207, media: null, thread: true })[0]).toEqual({
      tone: 'error',
      text: '1 over the limit: Facebook will refuse this post. Shorten it to publish there.',
    });
  });

  it('says which platforms need a video, or an image or video', () => {
    for (const platform of ['tiktok', 'youtube'] as const) {
      expect(checkPost({ platform, length: 10, media: 'image', thread: false })).toHaveLength(1);
      expect(checkPost({ platform, length: 10, media: 'video', thread: false })).toEqual([]);
    }
    expect(checkPost({ platform: 'tiktok', length: 10, media: null, thread: false })[0]?.text).toBe(
      'TikTok needs a video. Attach one, or TikTok will refuse the post.',
    );
    expect(checkPost({ platform: 'instagram', length: 10, media: null, thread: false })[0]?.text).toBe(
      'Instagram needs an image or video. Attach one, or Instagram will refuse the post.',
    );
    expect(checkPost({ platform: 'instagram', length: 10, media: 'image', thread: false })).toEqual([]);
  });
});

describe('youtubeTitle', () => {
  it('is the first line, at most 100 characters', () => {
    expect(youtubeTitle('\n  My video  \nMore text')).toBe('My video');
    expect(youtubeTitle('x'.repeat(150))).toHaveLength(100);
    expect(youtubeTitle('')).toBe('');
  });
});
