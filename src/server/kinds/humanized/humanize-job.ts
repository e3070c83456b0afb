import type { ReadabilityScore } from '../../../contract/humanize';
import { scoreReadability } from '../../text/readability';
import { checkHumanized } from './check-humanized';
import { humanizeOffline } from './humanize-offline';
import type { HumanizeChange, HumanizedOriginal, HumanizeInput } from './humanize-types';
import { applyVoice } from './voice-passes';
import { fitsPlatform } from './humanize-offline';

export interface Readability {
  before: ReadabilityScore;
  after: ReadabilityScore;
}

export interface OfflineHumanized {
  text: string;
  changes: HumanizeChange[];
  /** What the fidelity check found wrong with the edit; when it found anything, the draft is returned unedited. */
  problems: string[];
  readability: Readability;
}

/**
 * The offline engine's whole job, as the worker pool runs it: the rule-based edit, the fidelity check
 * of the result, and the readability of the draft before and after. An edit that broke anything the
 * check guards is not handed out: the draft comes back as it was, with the problems for the log.
 */
export function humanizeDraft(input: HumanizeInput): OfflineHumanized {
  const edited = humanizeOffline(input);
  const problems = checkHumanized({ original: input.text, contentType: input.contentType, platform: input.platform }, edited.text);
  const before = scoreReadability(input.text);
  let { text, changes } = problems.length > 0 ? { text: input.text, changes: [] as HumanizeChange[] } : edited;
  // A brand voice's avoid-list holds whatever the check kept: its edits come last, on the text handed out.
  if (input.mode === 'voice' && input.voice) {
    const voiced = applyVoice(text, input.voice, input.contentType, (candidate) => fitsPlatform(input, candidate));
    text = voiced.text;
    changes = [...changes, ...voiced.changes];
  }
  return { text, changes, problems, readability: { before, after: text === input.text ? before : scoreReadability(text) } };
}

/** A rewrite made elsewhere (by a model): what it broke of the draft, and the readability of both. */
export function reviewRewrite(input: HumanizedOriginal & { rewritten: string }): { problems: string[]; readability: Readability } {
  return {
    problems: checkHumanized(input, input.rewritten),
    readability: { before: scoreReadability(input.original), after: scoreReadability(input.rewritten) },
  };
}
