import { describe, expect, it } from 'vitest';
import { MAX_THREAD_PARTS } from '../../../contract/posts';
import { boxOf, hashtagsIn, isEmptyPost, postRequest, withPostAdded, withPostRemoved } from './platform-box';

const ID = '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';

describe('boxOf', () => {
  it('makes a thread one post per part, and any other text one post', () => {
    expect(boxOf({ platform: 'twitter', text: '1/2 a\n\n2/2 b', parts: ['1/2 a', '2/2 b'], hashtags: [] })).toEqual({ platform: 'twitter', posts: ['1/2 a', '2/2 b'] });
    expect(boxOf({ platform: 'linkedin', text: 'One text.', parts: null, hashtags: [] })).toEqual({ platform: 'linkedin', posts: ['One text.'] });
  });
});

describe('adding and removing posts', () => {
  it('numbers a numbered thread again', () => {
    expect(withPostAdded(['1/2 a', '2/2 b'])).toEqual(['1/3 a', '2/3 b', '3/3 ']);
    expect(withPostRemoved(['1/3 a', '2/3 b', '3/3 c'], 1)).toEqual(['1/2 a', '2/2 c']);
  });

  it('leaves posts the creator did not number as they are', () => {
    expect(withPostAdded(['Just one post.'])).toEqual(['Just one post.', '']);
    expect(withPostRemoved(['a', '2/2 b'], 0)).toEqual(['2/2 b']);
  });

  it('keeps at least one post and at most the thread limit', () => {
    expect(withPostRemoved(['only'], 0)).toEqual(['only']);
    const full = Array.from({ length: MAX_THREAD_PARTS }, (_, i) => `post ${i}`);
    expect(withPostAdded(full)).toEqual(full);
  });

  it('counts a post holding only its number as empty', () => {
    expect(isEmptyPost('3/3 ')).toBe(true);
    expect(isEmptyPost('  \n')).toBe(true);
    expect(isEmptyPost('3/3 more')).toBe(false);
  });
});

describe('hashtagsIn', () => {
  it('finds each hashtag once, in order, but not numbers, anchors or words joined to a tag', () => {
    expect(hashtagsIn('#planning beats #hustle. Read issue #42, page.html#top and C#. #planning again\n#café')).toEqual(['#planning', '#hustle', '#café']);
  });
});

describe('postRequest', () => {
  it('sends every box as it is: X with several posts as thread_parts, one post as its variant', () => {
    const boxes = [
      { platform: 'twitter' as const, posts: ['1/2 a ', ' 2/2 b'] },
      { platform: 'linkedin' as const, posts: ['  spaced  \n'] },
    ];
    expect(postRequest({ contentId: ID, boxes, mediaIds: [], draft: false })).toEqual({
      content_id: ID,
      platforms: ['twitter', 'linkedin'],
      variants: { linkedin: '  spaced  \n' },
      thread_parts: ['1/2 a ', ' 2/2 b'],
      media_ids: [],
    });
    expect(postRequest({ contentId: ID, boxes: [{ platform: 'twitter', posts: ['one'] }], mediaIds: ['m'], draft: true })).toEqual({
      content_id: ID,
      platforms: ['twitter'],
      variants: { twitter: 'one' },
      media_ids: ['m'],
      draft: true,
    });
  });
});
