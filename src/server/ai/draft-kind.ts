import type { ContentKind, ContentRequestOf, ContentType } from '../../contract/content';
import type { VoiceBrief } from '../../contract/voices';

/**
 * What a draft is written from: the creator's request (topic, options, the template it names, the
 * source it hands in) and what the writer may know beyond it. One type, passed the same way to a
 * kind's prompt, check and composer, so that a feature which shapes every draft (a brand voice) is
 * added here once and reaches them all. Structured-cloneable: it crosses to the worker threads as it is.
 */
export interface GenerationContext<T extends ContentType = ContentType> {
  request: ContentRequestOf[T];
  /**
   * The signed-in creator's name, to sign an offline newsletter. Not part of the request: history
   * stores the request without it, and the same request gives the same draft whoever sends it (only
   * the signature differs).
   */
  author?: string;
  /**
   * Another draft of the same request (a regeneration, a variation): each number seeds other wording in
   * the offline composers. Absent for a first draft, which stays what it always was.
   */
  variant?: number;
  /** Drafts the new one must not repeat (the current text, alternatives already written): a model is asked for a different one. */
  avoid?: readonly string[];
  /**
   * The brand voice to write in (the request's `voice_id`, else the creator's default voice): the model
   * gets it in its brief and the check enforces its avoid-list; the offline engine applies its habits.
   */
  voice?: VoiceBrief;
}

/** How a kind that cannot be written in one call (a long blog post) reaches the model. */
export interface DraftCalls {
  /** One call, its text not shown to the reader (an outline). */
  generate(prompt: string, maxOutputTokens: number): Promise<string>;
  /** One call whose text streams to the reader as it comes; resolves to that text. */
  stream(prompt: string, maxOutputTokens: number): Promise<string>;
  /** Text of the writer's own (a heading), sent to the reader as it is. */
  send(text: string): Promise<void>;
}

/**
 * What the engine needs of a content kind to write it with a model. The kinds (src/server/kinds/)
 * implement it; the engine never imports them, it is handed one.
 */
export interface DraftKind<T extends ContentType> {
  contract: ContentKind<T>;
  /** The brief a model writes from. */
  prompt(context: GenerationContext<T>): string;
  /** What a draft gets wrong against its request, each item an instruction a model can act on; empty when it honours it. */
  check(context: GenerationContext<T>, text: string): string[];
  /** The output budget of one call on the prompt (and of the repair round). */
  maxOutputTokens(context: GenerationContext<T>): number;
  /** A draft written in several calls; undefined (or answering null) means one call on the prompt. */
  draft?(context: GenerationContext<T>, calls: DraftCalls): Promise<string> | null;
}
