import type { ContentRequestOf, ContentType } from '../../../contract/content';
import { checkBlogPost } from './blog-check';
import { checkNewsletter } from './newsletter-check';
import { checkSocialPost } from './social-check';
import { checkVideoScript } from './video-check';

export { blogBody } from './blog-check';
export { countWords } from './count-words';

const CHECKS: { [K in ContentType]: (request: ContentRequestOf[K], text: string) => string[] } = {
  video_script: checkVideoScript,
  blog_post: checkBlogPost,
  social_media: checkSocialPost,
  newsletter: checkNewsletter,
};

/**
 * What a draft gets wrong against its request, each item an instruction a model can act on in a
 * repair round; empty when the draft honours the request. Lenient about harmless formatting, strict
 * about the request's constraints.
 */
export function checkFidelity<T extends ContentType>(type: T, request: ContentRequestOf[T], text: string): string[] {
  const check: (request: ContentRequestOf[T], text: string) => string[] = CHECKS[type];
  return check(request, text);
}
