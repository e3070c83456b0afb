import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, type ContentType } from '../../contract/content';
import { composeDraft, type ContentInput } from '.';

// Another draft of a request (a regeneration, a variation): other wording, and the first draft as it was.

const REQUESTS: Record<ContentType, object> = {
  video_script: { topic: 'batch filming', platform: 'youtube' },
  blog_post: { topic: 'batch filming', word_count: 500 },
  social_media: { topic: 'batch filming', platform: 'linkedin' },
  newsletter: { topic: 'batch filming' },
};

describe('variant drafts', () => {
  for (const kind of CONTENT_KINDS) {
    it(`${kind.id}: each variant is another draft of the same request; none keeps the first draft`, () => {
      const request = kind.request.parse(REQUESTS[kind.id]);
      const input = { type: kind.id, request, author: 'Ada Okafor' } as ContentInput;
      const first = composeDraft(input);
      expect(composeDraft({ ...input, variant: undefined })).toBe(first);
      const variants = [1, 2, 3, 4].map((variant) => composeDraft({ ...input, variant }));
      expect(variants).not.toContain(first);
      expect(new Set(variants).size).toBeGreaterThanOrEqual(3);
      // Deterministic: the same variant of the same request is the same draft.
      expect(composeDraft({ ...input, variant: 2 })).toBe(variants[1]);
    });
  }
});
