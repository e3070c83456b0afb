import { describe, expect, it } from 'vitest';
import { BlogPostRequest, NewsletterRequest, SocialPostRequest, VideoScriptRequest } from '../../../contract/content-requests';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import { composeDraft, type ContentInput } from '../../kinds';
import { prepareForPlatforms } from '../../text/for-platform/for-platform';
import { platformTextProblems } from '../../text/for-platform/text-problems';

// Real drafts of every kind, as the offline composers write them, made into every platform's text: no
// Markdown left, within each limit as the platform counts, X threads numbered (src/server/text/for-platform/).

const DRAFTS: Array<{ name: string; topic: string; input: ContentInput }> = [
  ...[300, 1500, 5000].map((word_count): { name: string; topic: string; input: ContentInput } => ({
    name: `blog post, ${word_count} words`,
    topic: 'Sourdough baking for beginners',
    input: { type: 'blog_post' as const, request: BlogPostRequest.parse({ topic: 'Sourdough baking for beginners', word_count, target_keywords: 'sourdough starter, bread flour' }) },
  })),
  ...(['short', 'long'] as const).map((duration): { name: string; topic: string; input: ContentInput } => ({
    name: `video script, ${duration}`,
    topic: 'How to start a podcast',
    input: { type: 'video_script' as const, request: VideoScriptRequest.parse({ topic: 'How to start a podcast', duration }) },
  })),
  ...(['twitter', 'linkedin', 'instagram'] as const).map((platform): { name: string; topic: string; input: ContentInput } => ({
    name: `social post for ${platform}`,
    topic: 'Remote team onboarding',
    input: { type: 'social_media' as const, request: SocialPostRequest.parse({ topic: 'Remote team onboarding', platform }) },
  })),
  {
    name: 'newsletter',
    topic: 'Saving for a first home',
    input: { type: 'newsletter', request: NewsletterRequest.parse({ topic: 'Saving for a first home', sections: 'Top story, Quick tips, Reader question' }) },
  },
];

describe('offline drafts prepared for every platform', () => {
  it.each(DRAFTS.map((draft) => [draft.name, draft] as const))('%s', (_, { topic, input }) => {
    const markdown = composeDraft(input);
    for (const twitter of ['thread', 'single'] as const) {
      const texts = prepareForPlatforms({ markdown, topic, keywords: [], platforms: PUBLISH_PLATFORMS, twitter });
      for (const { platform, text, parts, hashtags } of texts) {
        expect(platformTextProblems(platform, text, parts), `${platform} ${twitter}:\n${text}`).toEqual([]);
        expect(text).not.toMatch(/\*\*|__|`|\]\(|^#+ |^\s*[-*] |^\s*>|\|/m);
        expect(text).not.toMatch(/Meta description|Preview text|\(VISUAL:|\*\*Platform/);
        expect(hashtags.length).toBeGreaterThan(0);
        if (platform === 'twitter' && twitter === 'single') expect(parts).toBeNull();
        if (parts) expect(text).toBe(parts.join('\n\n'));
      }
    }
  });

  it('makes a blog post a thread that starts with its title and its opening, no notes in between', () => {
    const markdown = composeDraft(DRAFTS[1]!.input);
    const title = /^# (.*)/.exec(markdown)![1]!;
    const opening = markdown.split('\n\n')[2]!.split('. ')[0]!;
    const [x] = prepareForPlatforms({ markdown, topic: DRAFTS[1]!.topic, keywords: [], platforms: ['twitter'], twitter: 'thread' });
    expect(x!.parts![0]).toMatch(new RegExp(`^1/\\d+ ${title}\\n${opening}`));
  });
});
