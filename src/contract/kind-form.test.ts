import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, contentKind, generatorFields } from './content-kinds';
import { BLOG_WORDS, SocialPostRequest } from './content-requests';
import type { KindFormDefinition } from './kind-form';

describe('generator forms read their limits, choices and defaults from the request schema', () => {
  it.each(CONTENT_KINDS.map((kind) => [kind.id] as const))('%s: a text field refuses one character more than its maxLength', (id) => {
    const { request } = contentKind(id);
    for (const field of generatorFields(id)) {
      if (field.control !== 'text' && field.control !== 'textarea') continue;
      expect(field.maxLength, field.name).toBeDefined();
      const shape = request.shape as Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
      expect(shape[field.name]!.safeParse('x'.repeat(field.maxLength!)).success, field.name).toBe(true);
      expect(shape[field.name]!.safeParse('x'.repeat(field.maxLength! + 1)).success, field.name).toBe(false);
    }
  });

  it("gives a number field the schema's bounds and a select the schema's values, in its order", () => {
    const words = generatorFields('blog_post').find((field) => field.name === 'word_count');
    expect(words).toMatchObject({ control: 'number', min: BLOG_WORDS.min, max: BLOG_WORDS.max, initial: String(BLOG_WORDS.default) });
    const platform = generatorFields('social_media').find((field) => field.name === 'platform');
    expect(platform?.control === 'select' && platform.options.map((option) => option.value)).toEqual(SocialPostRequest.shape.platform.unwrap().options);
  });

  it.each(CONTENT_KINDS.map((kind) => [kind.id] as const))('%s: the defaults, as sent, are what the contract reads from a request with only a topic', (id) => {
    const { request } = contentKind(id);
    const values = Object.fromEntries(generatorFields(id).map((field) => [field.name, field.initial]));
    expect(request.parse({ ...values, topic: 'A topic' })).toEqual(request.parse({ topic: 'A topic' }));
  });

  it('refuses, at compile time, a field the request does not have, a missing one, or a control that does not fit', () => {
    const fields = {
      topic: { control: 'text', label: 'Topic', span: 'full', placeholder: '' },
      platform: { control: 'select', label: 'Platform', span: 'half', labels: { twitter: 'X', linkedin: 'L', instagram: 'I', facebook: 'F', tiktok: 'T' } },
      tone: { control: 'select', label: 'Tone', span: 'half', labels: { casual: 'C', professional: 'P', funny: 'F', inspiring: 'I', educational: 'E' } },
      include_hashtags: { control: 'checkbox', label: 'Hashtags', span: 'full' },
    } as const;
    const fits: KindFormDefinition<typeof SocialPostRequest> = { description: '', fields };
    // @ts-expect-error: not a field of the request
    const unknown: KindFormDefinition<typeof SocialPostRequest> = { description: '', fields: { ...fields, mood: { control: 'checkbox', label: 'Mood', span: 'half' } } };
    const { include_hashtags: _left, ...withoutOne } = fields;
    // @ts-expect-error: include_hashtags is missing
    const missing: KindFormDefinition<typeof SocialPostRequest> = { description: '', fields: withoutOne };
    // @ts-expect-error: a boolean is a checkbox, not a text
    const misfit: KindFormDefinition<typeof SocialPostRequest> = { description: '', fields: { ...fields, include_hashtags: { control: 'text', label: 'H', span: 'full', placeholder: '' } } };
    // @ts-expect-error: a select labels every value of its field
    const unlabelled: KindFormDefinition<typeof SocialPostRequest> = { description: '', fields: { ...fields, platform: { control: 'select', label: 'P', span: 'half', labels: { twitter: 'X' } } } };
    expect([fits, unknown, missing, misfit, unlabelled]).toHaveLength(5);
  });
});
