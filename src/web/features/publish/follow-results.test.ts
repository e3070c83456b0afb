import { describe, expect, it } from 'vitest';
import type { PublishResult } from '../../../contract/social';
import { makePost, makeTarget } from '../../test/fixtures';
import { followResults } from './follow-results';

const answer: PublishResult[] = [
  { platform: 'twitter', success: false, pending: true },
  { platform: 'linkedin', success: true, url: 'http://localhost/publications/1', demo_mode: true },
];

describe('followResults', () => {
  it('keeps the answer until the post is read, and a platform pending while its target still moves', () => {
    expect(followResults(answer, undefined)).toEqual(answer);
    const moving = makePost({ targets: [makeTarget({ platform: 'twitter', state: 'publishing' })] });
    expect(followResults(answer, moving)).toEqual(answer);
  });

  it("an ended target replaces the pending result; the others are left as answered", () => {
    const published = makePost({ targets: [makeTarget({ platform: 'twitter', demo_mode: false, url: 'https://x.com/a/status/1' }), makeTarget({ state: 'failed' })] });
    expect(followResults(answer, published)).toEqual([
      { platform: 'twitter', success: true, demo_mode: false, url: 'https://x.com/a/status/1' },
      answer[1],
    ]);
    const reconnect = makePost({ targets: [makeTarget({ platform: 'twitter', state: 'needs_reconnect', error: 'Twitter/X needs reconnecting.' })] });
    expect(followResults(answer, reconnect)[0]).toEqual({ platform: 'twitter', success: false, demo_mode: true, error: 'Twitter/X needs reconnecting.' });
    const silent = makePost({ targets: [makeTarget({ platform: 'twitter', state: 'failed', error: null })] });
    expect(followResults(answer, silent)[0]?.error).toBe('Twitter/X did not take the post.');
  });
});
