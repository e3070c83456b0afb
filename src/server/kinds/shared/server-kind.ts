import type { ContentType } from '../../../contract/content';
import type { DraftKind, GenerationContext } from '../../ai/draft-kind';
import type { AnyTemplate } from './template-schema';

/**
 * Everything the server knows about one content kind: its folder under src/server/kinds/ exports one.
 * What a model needs (prompt, check, budget) is the engine's DraftKind; the offline composer and the
 * template library are the kind's own.
 */
export interface ServerKind<T extends ContentType> extends DraftKind<T> {
  /** The offline engine's draft: deterministic, honouring every field of the request (a kind may use the rest of the context, or ignore it). */
  compose(context: GenerationContext<T>): string;
  /** The humanizer's brief for a draft of this kind: what it is, the voice to aim for, what must stay exactly. */
  humanizeVoice: string;
  /** The kind's templates, its standard one first (its data/templates.yaml). */
  templates: readonly AnyTemplate[];
}

export function defineServerKind<T extends ContentType>(kind: ServerKind<T>): ServerKind<T> {
  return kind;
}
