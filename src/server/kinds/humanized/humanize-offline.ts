import { postLength } from '../../../contract/post-length';
import { SOCIAL_LIMITS, type SocialPlatform } from '../../../contract/social-limits';
import { KIND as SOCIAL_POST } from '../social-post/kind';
import { KIND as VIDEO_SCRIPT } from '../video-script/kind';
import type { HumanizeChange, HumanizeContentType, HumanizeInput, HumanizeMode } from './humanize-types';
import { HUMANIZER_DATA } from './humanizer-data';
import { LineEditor } from './line-editor';
import {
  connectiveEdits,
  contractionEdits,
  contractionSet,
  openingEdits,
  splitEdits,
  swapEdits,
  swapGroup,
  transitionEdits,
  LONG_SENTENCE_WORDS,
  type ContractionSet,
  type SplitLimits,
  type SwapGroup,
} from './line-passes';
import { MODE_DATA } from './mode-data';

/** Kinds written to be heard or scrolled past, where contractions are the natural voice. */
const INFORMAL: ReadonlySet<HumanizeContentType> = new Set([SOCIAL_POST.id, VIDEO_SCRIPT.id]);
const USES_CONTRACTIONS = /\p{L}n['’]t\b|\p{L}['’](?:re|ll|ve|m)\b/iu;

const FENCE = /^\s*(?:```|~~~)/;
/**
 * Lines left exactly as they are: indented code, headings, setext underlines and rules, tables, HTML,
 * link definitions, time-mark and chapter lines, and the fields whose wording is a deliberate choice
 * (subject, preview text, title, meta description).
 */
const UNTOUCHED = [
  /^(?: {4}|\t)/,
  /^\s{0,3}#{1,6}(?:\s|$)/,
  /^\s*(?:=+|-+|\*+|_+)\s*$/,
  /^\s*\|/,
  /^\s*</,
  /^\s*\[[^\]]+\]:\s/,
  /^\s*(?:[-*•]\s*)?\[?\d{1,2}:\d{2}/,
  /^\s*(?:\*\*)?\s*(?:subject(?:\s+line)?|preview(?:\s+text)?|(?:seo\s+)?title|meta[\s_-]*description)\s*:/i,
];
/** What opens a line before its text: indentation, quote markers, one list marker or arrow bullet. */
const LINE_PREFIX = /^\s*(?:>\s*)*(?:(?:[-*+•→]|\d{1,9}[.)])\s+)?/;

/** Rounds of phrase swaps at most: each can only shorten the line's stock phrasing. */
const SWAP_ROUNDS = 4;

interface Passes {
  /** The contractions made (null: none). */
  contractions: ContractionSet | null;
  apostrophe: string;
  openings: boolean;
  /** The mode's own word lists, after the stock phrasing. */
  groups: readonly SwapGroup[];
  split: SplitLimits;
}

const BASE_CONTRACTIONS = contractionSet(HUMANIZER_DATA.contractions.pairs, HUMANIZER_DATA.contractions.why);
const CASUAL_CONTRACTIONS = contractionSet([...HUMANIZER_DATA.contractions.pairs, ...MODE_DATA.casual.contractions], MODE_DATA.casual.why);
/** Formal: contractions spelt out, as swaps ("don't" → "do not"). */
const EXPANSIONS = swapGroup(
  { why: MODE_DATA.formal.why, phrases: MODE_DATA.formal.expansions.map((pair) => ({ stock: pair.short, plain: pair.full })) },
  'formal',
);
const MODE_GROUPS: Record<HumanizeMode, readonly SwapGroup[]> = {
  natural: [],
  voice: [],
  simpler: [swapGroup(MODE_DATA.simpler, 'simpler')],
  formal: [EXPANSIONS, swapGroup(MODE_DATA.formal, 'formal')],
  casual: [swapGroup(MODE_DATA.casual, 'casual')],
  shorter: [swapGroup(MODE_DATA.shorter, 'filler')],
};
/** Simpler: sentences over 18 words are split where they can be. */
const SPLIT: Record<'usual' | 'simpler', SplitLimits> = {
  usual: { longWords: LONG_SENTENCE_WORDS, minPartWords: 8 },
  simpler: { longWords: 18, minPartWords: 5 },
};

function editLine(line: string, offset: number, passes: Passes): LineEditor {
  const editor = new LineEditor(line, offset);
  const contentStart = LINE_PREFIX.exec(line)?.[0].length ?? 0;
  // Stock phrases can stand back to back ("In today's world, it is important to note that…"): dropping
  // one edits the letter the next starts with, so the overlapping one waits for the next round.
  for (let round = 0; round < SWAP_ROUNDS; round++) {
    const edits = swapEdits(editor.text, contentStart);
    if (edits.length === 0) break;
    editor.apply(edits);
  }
  for (let round = 0; passes.groups.length > 0 && round < SWAP_ROUNDS; round++) {
    const edits = swapEdits(editor.text, contentStart, passes.groups);
    if (edits.length === 0) break;
    editor.apply(edits);
  }
  editor.apply(connectiveEdits(editor.text, contentStart));
  editor.apply(transitionEdits(editor.text, contentStart));
  if (passes.contractions) editor.apply(contractionEdits(editor.text, contentStart, passes.apostrophe, passes.contractions));
  editor.apply(splitEdits(editor.text, contentStart, passes.split));
  if (passes.openings) editor.apply(openingEdits(editor.text, contentStart));
  return editor;
}

function run(text: string, passes: Passes): { text: string; changes: HumanizeChange[] } {
  const lines = text.split('\n');
  const changes: HumanizeChange[] = [];
  let offset = 0;
  let inFence = false;
  const out = lines.map((line) => {
    const start = offset;
    offset += line.length + 1;
    if (FENCE.test(line)) {
      inFence = !inFence;
      return line;
    }
    if (inFence || !/\S/.test(line) || UNTOUCHED.some((pattern) => pattern.test(line))) return line;
    const editor = editLine(line, start, passes);
    changes.push(...editor.changes);
    return editor.text;
  });
  return { text: out.join('\n'), changes };
}

/** Whether a text fits where it is posted: a social post's platform limit (any other text fits). */
export function fitsPlatform(input: Pick<HumanizeInput, 'contentType' | 'platform' | 'text'>, text: string): boolean {
  return !overLimit(input, text);
}

function overLimit(input: Pick<HumanizeInput, 'contentType' | 'platform'>, text: string): boolean {
  if (input.contentType !== SOCIAL_POST.id || !input.platform || !(input.platform in SOCIAL_LIMITS)) return false;
  const platform = input.platform as SocialPlatform;
  return postLength(platform, text.trim()) > SOCIAL_LIMITS[platform];
}

function passesFor(input: HumanizeInput): Passes {
  const mode = input.mode ?? 'natural';
  const curly = (input.text.match(/’/g)?.length ?? 0) > (input.text.match(/'/g)?.length ?? 0);
  const informal = INFORMAL.has(input.contentType) || USES_CONTRACTIONS.test(input.text);
  return {
    contractions: mode === 'formal' ? null : mode === 'casual' ? CASUAL_CONTRACTIONS : informal ? BASE_CONTRACTIONS : null,
    apostrophe: curly ? '’' : "'",
    // Joining two sentences lengthens the text a little: not when it is to be shorter.
    openings: mode !== 'shorter',
    groups: MODE_GROUPS[mode],
    split: mode === 'simpler' ? SPLIT.simpler : SPLIT.usual,
  };
}

/**
 * The offline engine: a deterministic rule-based edit of any text, a draft or one pasted in (stock
 * phrasing, filler hedges, stiff connectives and stacked transitions, over-long sentences, repeated
 * openings, contractions where the kind is informal or the text already uses them), then the mode's
 * own word lists (docs/product/humanizer.md#modes), each change reported with its reason. It never
 * touches the protected spans (protected-spans.ts) or the lines left as they are, and a social post it
 * edits still fits its platform. A brand voice's own edits (voice-passes.ts) come after its check.
 */
export function humanizeOffline(input: HumanizeInput): { text: string; changes: HumanizeChange[] } {
  const passes = passesFor(input);
  const result = run(input.text, passes);
  if (!overLimit(input, result.text) || overLimit(input, input.text)) return result;
  // Joining sentences is the one edit that lengthens a post: without it, the post only gets shorter.
  const shorter = run(input.text, { ...passes, openings: false });
  return overLimit(input, shorter.text) ? { text: input.text, changes: [] } : shorter;
}
