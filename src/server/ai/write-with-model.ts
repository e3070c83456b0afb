import type { ContentType } from '../../contract/content';
import { countWords } from '../text/count-words';
import type { DraftCalls, DraftKind, GenerationContext } from './draft-kind';
import { alternativeNote } from './prompts/alternative';
import { EDITOR_SYSTEM } from './prompts/editor-system';
import { repairPrompt } from './prompts/repair';
import { withVoice } from './prompts/voice-brief';
import type { TextModel } from './text-model';

/**
 * Where streamed text goes. A promise from either method means "wait before sending more" (the
 * client reads slower than the text comes): the writer awaits it, so a stream that is not read
 * does not pile up text in memory.
 */
export interface WriteSink {
  delta(text: string): void | Promise<void>;
  /** Everything sent so far is replaced by this text (after the repair round). */
  replace(text: string): void | Promise<void>;
}

/** The fidelity check of a finished draft: the kind's check here, or the same in the worker pool. */
export type DraftCheck = (text: string) => string[] | Promise<string[]>;

/** Streams a call into the sink, or, when nobody is reading a stream, makes one plain call (less overhead). */
async function streamInto(
  model: TextModel,
  opts: { prompt: string; signal?: AbortSignal; maxOutputTokens: number },
  sink: WriteSink | null,
) {
  if (!sink) return model.generate({ system: EDITOR_SYSTEM, ...opts });
  let text = '';
  for await (const piece of model.stream({ system: EDITOR_SYSTEM, ...opts })) {
    text += piece;
    await sink.delta(piece);
  }
  return text;
}

/**
 * Writes with a model: the brief (or, for long posts, outline then sections), then the same fidelity
 * check the offline engine passes, and one repair round when the draft missed part of the brief.
 */
export async function writeWithModel<T extends ContentType>(opts: {
  model: TextModel;
  kind: DraftKind<T>;
  /** The request and what else the draft is written from. */
  context: GenerationContext<T>;
  signal?: AbortSignal;
  /** Where streamed text goes; null when the caller wants only the finished draft. */
  sink: WriteSink | null;
  log?: { warn(obj: object, msg: string): void };
  /** Runs the fidelity check; by default the kind's check in this thread. */
  check?: DraftCheck;
}): Promise<string> {
  const { model, kind, context, signal, sink } = opts;
  const check: DraftCheck = opts.check ?? ((text) => kind.check(context, text));
  // Another draft of the same request (a regeneration, a variation) is told what not to repeat.
  const alternative = (prompt: string) => (context.avoid?.length ? `${prompt}\n\n${alternativeNote(context.avoid)}` : prompt);
  // The brand voice shapes every call: the brief, each part of a long draft, and so the repair round.
  const voiced = (prompt: string) => withVoice(prompt, context.voice);
  const brief = alternative(voiced(kind.prompt(context)));
  const maxOutputTokens = kind.maxOutputTokens(context);
  // Written in several calls, the draft takes its shape from the first (an outline): that one is told.
  let first = true;
  const shaped = (prompt: string) => {
    const sent = first ? alternative(voiced(prompt)) : voiced(prompt);
    first = false;
    return sent;
  };
  const calls: DraftCalls = {
    generate: (prompt, tokens) => model.generate({ system: EDITOR_SYSTEM, prompt: shaped(prompt), signal, maxOutputTokens: tokens }),
    stream: (prompt, tokens) => streamInto(model, { prompt: shaped(prompt), signal, maxOutputTokens: tokens }, sink),
    send: async (text) => {
      await sink?.delta(text);
    },
  };
  let text = (await kind.draft?.(context, calls)) ?? (await streamInto(model, { prompt: brief, signal, maxOutputTokens }, sink));

  const problems = await check(text.trim());
  if (problems.length > 0) {
    const repaired = await model.generate({
      system: EDITOR_SYSTEM,
      prompt: repairPrompt({ brief, draft: text, problems }),
      signal,
      maxOutputTokens,
    });
    if (repaired.trim()) {
      text = repaired;
      await sink?.replace(text.trim());
      const left = await check(text.trim());
      if (left.length > 0) opts.log?.warn({ type: kind.contract.id, problems: left, words: countWords(text) }, 'draft still misses the brief after repair');
    }
  }
  return text.trim();
}
