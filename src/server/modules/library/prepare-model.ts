import type { PreparedText } from '../../../contract/library';
import { toStorableText } from '../../../contract/text-rule';
import { EDITOR_SYSTEM } from '../../ai/prompts/editor-system';
import { repairPrompt } from '../../ai/prompts/repair';
import type { TextModel } from '../../ai/text-model';
import { findHashtags } from '../../text/hashtags';
import type { ForPlatformsInput } from '../../text/for-platform/for-platform';
import { distinctTags } from '../../text/for-platform/platform-tags';
import { platformTextProblems } from '../../text/for-platform/text-problems';
import type { PlatformTexts } from '../../workers/tasks';
import { platformPrompt, type PlatformBrief } from './prepare-prompt';

/** What one platform's rewrite needs: the model, and the offline conversion to fall back on. */
export interface RewriteDeps {
  model: TextModel;
  convert: (input: ForPlatformsInput) => Promise<PlatformTexts>;
  log: { warn(obj: object, msg: string): void };
}

/** Tokens a platform's answer may take: its limit in characters, at about three characters a token, with room. */
const MAX_OUTPUT_TOKENS = { thread: 3000, single: 400, youtube: 2500, linkedin: 1500, instagram: 1200, tiktok: 1200, facebook: 2000 } as const;

/** "3/7 " opening a line: where an X thread's post starts. */
const POST_START = /^\d{1,2}\/\d{1,2} /gm;

/** A model's answer as the platform's text: an X thread split where each numbered post starts. */
export function readAnswer(brief: PlatformBrief, answer: string): { text: string; parts: string[] | null } {
  const text = toStorableText(answer).trim();
  if (brief.form !== 'thread') return { text, parts: null };
  const starts = [...text.matchAll(POST_START)].map((m) => m.index);
  if (starts.length < 2) return { text, parts: null };
  // Words before the first number belong to the first post (whose numbering then fails the check).
  const parts = starts.map((start, i) => text.slice(i === 0 ? 0 : start, starts[i + 1]).trim());
  return { text: parts.join('\n\n'), parts };
}

/**
 * One platform's text written by the model from the piece: checked (no Markdown, within the limit as the
 * platform counts, an X thread numbered with each post within 280, the hashtags the platform takes),
 * repaired once naming the problems, like every draft (ai/write-with-model.ts); still failing, the
 * model's text is converted as the offline engine converts a piece, so that what comes back always fits.
 */
export async function rewriteForPlatform(
  deps: RewriteDeps,
  opts: { brief: PlatformBrief; piece: string; topic: string; keywords: readonly string[]; signal: AbortSignal },
): Promise<PreparedText> {
  const { model } = deps;
  const { brief, signal } = opts;
  const { platform } = brief;
  const prompt = platformPrompt(brief, opts.piece);
  const maxOutputTokens = platform === 'twitter' ? MAX_OUTPUT_TOKENS[brief.form ?? 'thread'] : MAX_OUTPUT_TOKENS[platform];
  const ask = (text: string) => model.generate({ system: EDITOR_SYSTEM, prompt: text, signal, maxOutputTokens });

  let answer = await ask(prompt);
  let read = readAnswer(brief, answer);
  let problems = platformTextProblems(platform, read.text, read.parts);
  if (problems.length > 0) {
    const repaired = await ask(repairPrompt({ brief: prompt, draft: answer, problems }));
    if (repaired.trim()) {
      answer = repaired;
      read = readAnswer(brief, answer);
      problems = platformTextProblems(platform, read.text, read.parts);
    }
  }
  if (problems.length === 0) return { platform, text: read.text, parts: read.parts, hashtags: distinctTags(findHashtags(read.text)) };

  deps.log.warn({ platform, problems }, 'a model’s text for a platform still breaks its rules after repair: converted offline');
  // The model's words, read as a piece: numbers of posts dropped (they are made again), YouTube's first line its title.
  const words = read.parts ? read.parts.map((part) => part.replace(/^\d{1,2}\/\d{1,2} /, '')).join('\n\n') : read.text;
  const markdown = platform === 'youtube' ? `# ${words}` : words;
  const [converted] = await deps.convert({ markdown, topic: opts.topic, keywords: opts.keywords, platforms: [platform], twitter: brief.form ?? 'thread' });
  return converted!;
}
