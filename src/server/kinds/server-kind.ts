import type { ContentKind, ContentRequestOf, ContentType } from '../../contract/content';
import type { ComposeContext } from '../ai/offline/compose';

/** How a kind that cannot be written in one call (a long blog post) reaches the model. */
export interface DraftCalls {
  /** One call, its text not shown to the reader (an outline). */
  generate(prompt: string, maxOutputTokens: number): Promise<string>;
  /** One call whose text streams to the reader as it comes; resolves to that text. */
  stream(prompt: string, maxOutputTokens: number): Promise<string>;
  /** Text of the writer's own (a heading), sent to the reader as it is. */
  send(text: string): Promise<void>;
}

/** Everything the server knows about one content kind: its folder under src/server/kinds/ exports one. */
export interface ServerKind<T extends ContentType> {
  contract: ContentKind<T>;
  /** The brief a model writes from. */
  prompt(request: ContentRequestOf[T]): string;
  /** What a draft gets wrong against its request, each item an instruction a model can act on; empty when it honours it. */
  check(request: ContentRequestOf[T], text: string): string[];
  /** The offline engine's draft: deterministic, honouring every field of the request (a kind may use the context, or ignore it). */
  compose(request: ContentRequestOf[T] & ComposeContext): string;
  /** The output budget of one call on the prompt (and of the repair round). */
  maxOutputTokens(request: ContentRequestOf[T]): number;
  /** A draft written in several calls; undefined (or answering null) means one call on the prompt. */
  draft?(request: ContentRequestOf[T], calls: DraftCalls): Promise<string> | null;
}

export function defineServerKind<T extends ContentType>(kind: ServerKind<T>): ServerKind<T> {
  return kind;
}
