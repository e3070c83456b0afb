import type { TextModel } from '../../ai/text-model';
import type { WriteSink } from '../../ai/write-with-model';
import { repairPrompt } from '../../ai/prompts/repair';
// From their own files, not the kind's index: that one also exports the offline engine and its data.
import { HUMANIZER_SYSTEM, humanizeMaxOutputTokens, humanizePrompt } from '../../kinds/humanized/humanize-prompts';
import type { HumanizeInput } from '../../kinds/humanized/humanize-types';

/** What a rewrite broke of the draft (the fidelity check), each item an instruction. */
export type RewriteCheck = (rewritten: string) => Promise<string[]>;

/**
 * A model's line edit of a draft: the editor's brief for its kind, streamed, then the fidelity check,
 * and one repair round when the rewrite broke something it must keep (a heading, a time mark, the
 * platform's limit). Answers the rewrite and what is still wrong with it: the caller does not hand out
 * a version that lost a link or a hashtag.
 */
export async function humanizeWithModel(opts: {
  model: TextModel;
  input: HumanizeInput;
  check: RewriteCheck;
  sink: WriteSink | null;
  signal?: AbortSignal;
}): Promise<{ text: string; problems: string[]; repaired: boolean }> {
  const { model, input, sink, signal } = opts;
  const brief = humanizePrompt(input);
  const maxOutputTokens = humanizeMaxOutputTokens(input.text);

  let text = '';
  if (sink) {
    for await (const piece of model.stream({ system: HUMANIZER_SYSTEM, prompt: brief, signal, maxOutputTokens })) {
      text += piece;
      await sink.delta(piece);
    }
  } else {
    text = await model.generate({ system: HUMANIZER_SYSTEM, prompt: brief, signal, maxOutputTokens });
  }
  text = text.trim();

  const problems = await opts.check(text);
  if (problems.length === 0) return { text, problems, repaired: false };

  const repaired = (
    await model.generate({ system: HUMANIZER_SYSTEM, prompt: repairPrompt({ brief, draft: text, problems }), signal, maxOutputTokens })
  ).trim();
  if (!repaired) return { text, problems, repaired: false };
  await sink?.replace(repaired);
  return { text: repaired, problems: await opts.check(repaired), repaired: true };
}
