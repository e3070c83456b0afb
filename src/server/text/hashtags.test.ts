import { describe, expect, it } from 'vitest';
import { findHashtags } from './hashtags';

describe('findHashtags', () => {
  it('finds hashtags but not C#, numbers, anchors or headings', () => {
    expect(findHashtags('#One and #two_2, (#Three) C# #1 a#b https://x.com/#frag # heading')).toEqual(['#One', '#two_2', '#Three']);
    expect(findHashtags('#café and #日本')).toEqual(['#café', '#日本']);
  });
});
