import type { ContentType } from '../../contract/content';
import type { GenerationContext } from '../ai/draft-kind';
import { blogPost } from './blog-post';
import { newsletter } from './newsletter';
import type { ServerKind } from './shared/server-kind';
import { socialPost } from './social-post';
import { videoScript } from './video-script';

/**
 * Each content kind's server half (prompt, fidelity check, offline composer, templates), by the
 * contract's id: each kind names itself, and the type makes a kind of the contract without its folder
 * here a compile error.
 */
export const SERVER_KINDS: { [T in ContentType]: ServerKind<T> } = {
  [videoScript.contract.id]: videoScript,
  [blogPost.contract.id]: blogPost,
  [socialPost.contract.id]: socialPost,
  [newsletter.contract.id]: newsletter,
};

export function serverKind<T extends ContentType>(type: T): ServerKind<T> {
  return SERVER_KINDS[type];
}

/**
 * A request for one kind of content with its generation context, as the composer and the fidelity
 * check take it (structured-cloneable: it crosses to the worker threads).
 */
export type ContentInput = { [T in ContentType]: { type: T } & GenerationContext<T> }[ContentType];

/** The kind's fidelity check of a draft. */
export function checkDraft(input: ContentInput, text: string): string[] {
  const kind = serverKind<ContentType>(input.type);
  return kind.check(input, text);
}

/** The kind's offline draft. */
export function composeDraft(input: ContentInput): string {
  const kind = serverKind<ContentType>(input.type);
  return kind.compose(input);
}
