import {
  BLOG_TONES,
  BlogPostRequest,
  NEWSLETTER_TONES,
  NewsletterRequest,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  SocialPostRequest,
  VIDEO_PLATFORMS,
  VIDEO_TONES,
  VideoScriptRequest,
} from '../../../contract/content';
import type { ContentInput } from '../index';

/**
 * The requests the corpus sends for one topic: one per kind, the platforms, tones, lengths, audiences and
 * sections taken in rotation by the topic's place in the corpus (deterministic), so that the whole
 * corpus covers every option without writing every combination. Each is parsed by the contract's
 * request schema, as the API would.
 */
const AUDIENCES = ['', 'small creators', 'my subscribers who are small creators', 'busy parents who want to cook more', 'beginners'];
/** A newsletter's sections: the default, and ones with a count the section must keep. */
const SECTIONS = [[], ['Three lessons', 'Quick Tips'], [], ['Top Story', '5 tools worth trying', "What's Next"]];

export interface CorpusRequest {
  input: ContentInput;
  /** What it was, for a failure message ("social_media twitter casual"). */
  label: string;
}

export function corpusRequests(topic: string, index: number): CorpusRequest[] {
  const audience = AUDIENCES[index % AUDIENCES.length] ?? '';
  const video = VideoScriptRequest.parse({
    topic,
    platform: VIDEO_PLATFORMS[index % VIDEO_PLATFORMS.length],
    tone: VIDEO_TONES[index % VIDEO_TONES.length],
    duration: index % 3 === 2 ? 'medium' : 'short',
    target_audience: audience,
  });
  const blog = BlogPostRequest.parse({
    topic,
    tone: BLOG_TONES[index % BLOG_TONES.length],
    word_count: index % 2 === 0 ? 300 : 600,
    target_keywords: index % 4 === 1 ? 'content calendar, growth' : '',
    target_audience: audience,
  });
  const social = SocialPostRequest.parse({
    topic,
    platform: SOCIAL_PLATFORMS[index % SOCIAL_PLATFORMS.length],
    tone: SOCIAL_TONES[Math.floor(index / SOCIAL_PLATFORMS.length) % SOCIAL_TONES.length],
    include_hashtags: index % 7 !== 6,
  });
  const newsletter = NewsletterRequest.parse({
    topic,
    tone: NEWSLETTER_TONES[index % NEWSLETTER_TONES.length],
    sections: SECTIONS[index % SECTIONS.length],
    target_audience: audience,
  });
  return [
    { input: { type: 'video_script', request: video }, label: `video_script ${video.platform} ${video.tone} ${video.duration}${audience ? ` for "${audience}"` : ''}` },
    { input: { type: 'blog_post', request: blog }, label: `blog_post ${blog.tone} ${blog.word_count} words${audience ? ` for "${audience}"` : ''}` },
    { input: { type: 'social_media', request: social }, label: `social_media ${social.platform} ${social.tone}${social.include_hashtags ? '' : ' no hashtags'}` },
    {
      input: { type: 'newsletter', request: newsletter },
      label: `newsletter ${newsletter.tone}${newsletter.sections.length ? ` [${newsletter.sections.join(', ')}]` : ''}${audience ? ` for "${audience}"` : ''}`,
    },
  ];
}

/** At most this many hashtags per platform (the social composer's own numbers; more reads as spam). */
export const HASHTAG_LIMIT: Record<(typeof SOCIAL_PLATFORMS)[number], number> = { twitter: 2, linkedin: 4, instagram: 5, facebook: 2, tiktok: 4 };
