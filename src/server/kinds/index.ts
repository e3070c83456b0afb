import type { ContentType } from '../../contract/content';
import type { GenerationContext } from '../ai/draft-kind';
import { blogPost } from './blog-post';
import { newsletter } from './newsletter';
import type { ServerKind } from './shared/server-kind';
import { socialPost } from './social-post';
import { videoScript } from './video-script';
import { checkVoice, inVoice } from './voice-check';
import { voiceSynonyms } from './voice/synonyms';
import { applyVoice } from '../ai/offline/apply-voice';

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

/** The kind's fidelity check of a draft, and the brand voice's (its avoid-list, emoji and hashtag habits). */
export function checkDraft(input: ContentInput, text: string): string[] {
  const kind = serverKind<ContentType>(input.type);
  const voiced = inVoice(input);
  return [...kind.check(voiced, text), ...checkVoice(voiced.voice, text)];
}

/** The kind's offline draft, in the brand voice when there is one (docs/product/voices.md#offline-engine). */
export function composeDraft(input: ContentInput): string {
  const kind = serverKind<ContentType>(input.type);
  const voiced = inVoice(input);
  const text = kind.compose(voiced);
  if (!voiced.voice) return text;
  return applyVoice(text, { type: voiced.type, voice: voiced.voice, request: voiced.request, variant: voiced.variant, synonyms: voiceSynonyms() });
}
