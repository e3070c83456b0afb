import type { ContentRequestOf, ContentType } from '../../../contract/content';
import { composeBlogPost } from './blog-post';
import { composeNewsletter } from './newsletter';
import { composeSocialPost } from './social-post';
import { composeVideoScript } from './video-script';

/** What the composer may know beyond the request: the signed-in creator's name, to sign a newsletter. */
export interface ComposeContext {
  author?: string;
}

const COMPOSERS: { [K in ContentType]: (request: ContentRequestOf[K] & ComposeContext) => string } = {
  video_script: composeVideoScript,
  blog_post: composeBlogPost,
  social_media: composeSocialPost,
  newsletter: composeNewsletter,
};

/**
 * The offline engine: a complete, deterministic draft (Markdown or plain text) built from phrase banks,
 * honouring every field of the request. Same request, same text.
 */
export function composeOffline<T extends ContentType>(type: T, request: ContentRequestOf[T] & ComposeContext): string {
  const compose: (request: ContentRequestOf[T] & ComposeContext) => string = COMPOSERS[type];
  return compose(request);
}
