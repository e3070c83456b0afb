import type { ContentRequestOf, ContentType } from '../../contract/content';
import type { ComposeContext } from '../ai/offline/compose';
import { blogPost } from './blog-post';
import { newsletter } from './newsletter';
import type { ServerKind } from './server-kind';
import { socialPost } from './social-post';
import { videoScript } from './video-script';

/** Each content kind's server half (prompt, fidelity check, offline composer), by the contract's id. */
export const SERVER_KINDS: { [T in ContentType]: ServerKind<T> } = {
  video_script: videoScript,
  blog_post: blogPost,
  social_media: socialPost,
  newsletter,
};

export function serverKind<T extends ContentType>(type: T): ServerKind<T> {
  return SERVER_KINDS[type];
}

/**
 * A request for one kind of content, as the composer and the fidelity check take it (structured-cloneable),
 * with what the composer may know beyond it (the creator's name).
 */
export type ContentInput = { [T in ContentType]: { type: T; request: ContentRequestOf[T] & ComposeContext } }[ContentType];

/** The kind's fidelity check of a draft. */
export function checkDraft(input: ContentInput, text: string): string[] {
  const kind = serverKind<ContentType>(input.type);
  return kind.check(input.request, text);
}

/** The kind's offline draft. */
export function composeDraft(input: ContentInput): string {
  const kind = serverKind<ContentType>(input.type);
  return kind.compose(input.request);
}
