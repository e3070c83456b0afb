import type { SocialPostRequest } from '../../../../contract/content';
import { postLength } from '../../../../contract/post-length';
import { slot } from '../../../../contract/slots';
import type { Chooser } from '../../../ai/offline/seeded-chooser';
import { asSentence, listItems, stepItems } from '../../../ai/offline/shape-slots';
import type { Fact, SourceFacts } from '../../../ai/offline/source-facts';
import type { TopicShape } from '../../../ai/offline/topic-shape';
import { capitalise } from '../../../ai/offline/topic-words';
import { shortenPhrase } from '../../../ai/offline/topic-forms';
import { SOCIAL_SHAPES } from './shapes';
import type { SocialToneBank } from './tones';

/** A post in parts: the hook, the body's blocks (each may hold several lines), the closing lines. */
interface Shaped {
  hook: string;
  blocks: string[];
  closer: string;
  question: string;
}

interface Context {
  request: SocialPostRequest;
  shape: TopicShape;
  tone: SocialToneBank;
  chooser: Chooser;
  tags: readonly string[];
  source: SourceFacts | null;
  budget: number;
  /** In the tightest form, the longest a source's sentence may stay as a list item (what the post has room for). */
  itemMax?: number;
}

const HASHTAGS: Record<SocialPostRequest['platform'], number> = { twitter: 2, linkedin: 4, instagram: 5, facebook: 2, tiktok: 4 };

function joinBlocks(blocks: readonly string[]): string {
  return blocks.filter(Boolean).join('\n\n');
}

function numbered(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join('\n');
}

/** A hook cut at a natural break for the tightest forms (a very long topic), keeping its closing colon. */
function fitHook(hook: string, compact: number): string {
  const max = compact >= 4 ? 90 : compact >= 2 ? 140 : Infinity;
  if ([...hook].length <= max) return hook;
  const colon = hook.endsWith(':') ? ':' : '';
  return `${shortenPhrase(hook.replace(/[.!?:…\s]+$/u, ''), max - 2)}…${colon}`;
}

/** The post's text on its platform; `tagCount` hashtags at most (0 without). */
function layout(ctx: Context, p: Shaped, emoji: readonly string[], tagCount: number): string {
  const tags = ctx.request.include_hashtags ? ctx.tags.slice(0, tagCount).map((t) => `#${t}`).join(' ') : '';
  const withEmoji = (line: string, e: string | undefined) => (line && e ? `${line} ${e}` : line);
  switch (ctx.request.platform) {
    case 'twitter':
      return joinBlocks([p.hook, p.blocks.join('\n'), p.closer, tags]);
    case 'linkedin':
      return joinBlocks([p.hook, ...p.blocks, p.closer, p.question, tags]);
    case 'instagram':
      return joinBlocks([withEmoji(p.hook, p.hook.endsWith(':') ? '👇' : emoji[0]), ...p.blocks, withEmoji(p.closer, emoji[1]), tags]);
    case 'tiktok':
      return joinBlocks([withEmoji(p.hook, p.hook.endsWith(':') ? '👇' : emoji[0]), ...p.blocks, p.closer || p.question, tags]);
    default:
      return joinBlocks([p.hook, ...p.blocks, [p.closer, p.question].filter(Boolean).join(' '), tags]);
  }
}

/** The milestone as a story in the creator's own words: what happened, what it took, the lesson, thanks. */
function milestonePost(ctx: Context, compact: number): Shaped {
  const bank = SOCIAL_SHAPES.milestone;
  const statement = ctx.shape.milestone?.statement ?? ctx.shape.forms.raw;
  const excited = ctx.request.tone === 'casual' || ctx.request.tone === 'inspiring' || ctx.request.tone === 'funny';
  const effortLine = `${bank.effortLead} ${slot('What it took', bank.effortHint)}`;
  const lessonLine = `${bank.lessonLead} ${slot('Lesson', compact >= 2 ? 'in one line' : bank.lessonHint)}`;
  const thanks = ctx.chooser.pick(bank.thanks);
  const blocks = compact >= 2 ? [lessonLine] : compact >= 1 ? [effortLine, lessonLine] : [effortLine, lessonLine, thanks];
  return { hook: asSentence(statement, excited ? '!' : '.'), blocks, closer: compact >= 1 ? (compact >= 3 ? '' : thanks) : '', question: ctx.chooser.pick(bank.questions) };
}

/** The longest a source's sentence may stay as a list item in the first tighter forms; the tightest takes what the post has room for. */
const ITEM_MAX = [Infinity, 140, 90];

/** Words a sentence cut short should not end on: "… starts in…" reads worse than "… starts…". */
const DANGLING = /\s+(?:a|an|the|and|or|but|of|to|in|on|at|by|for|with|from|into|as|that|which|who|its|their|his|her|our|your|my|is|are|was|were)$/iu;

/** A sentence cut at the last word that fits `max` characters (the mark included), marked "…". */
function cutAtWord(text: string, max: number): string {
  let out = text.slice(0, Math.max(0, max - 1)).replace(/\s+\S*$/u, '');
  while (DANGLING.test(out)) out = out.replace(DANGLING, '');
  return `${out.replace(/[\s,;:(—–-]+$/u, '')}…`;
}

/**
 * The source's sentences for `count` items at most `max` characters long: the best that fit whole, then
 * the best cut at a word (marked "…"), kept in the source's order of importance.
 */
function itemFacts(facts: readonly Fact[], count: number, max: number): Fact[] {
  const fits = (f: Fact) => [...f.text].length <= max;
  const whole = facts.filter(fits).slice(0, count);
  const cut = facts.filter((f) => !fits(f)).slice(0, count - whole.length);
  return [...whole, ...cut].sort((a, b) => a.rank - b.rank).map((f) => (fits(f) ? f : { ...f, text: cutAtWord(f.text, max) }));
}

/** Exactly the promised number of items, each the source's sentence (shortened in tighter forms) or a slot. */
function listPost(ctx: Context, compact: number): Shaped {
  const bank = SOCIAL_SHAPES.list;
  const list = ctx.shape.list;
  if (!list) throw new Error('a list post needs a list shape');
  const max = ITEM_MAX[compact] ?? ctx.itemMax ?? Infinity;
  const facts = ctx.source ? itemFacts(ctx.source.facts, list.count, max) : [];
  const items = listItems(list, compact >= 3 ? 'name' : compact >= 1 ? bank.shortHint : bank.hint, facts);
  return {
    hook: asSentence(ctx.shape.forms.raw, ':'),
    blocks: [numbered(items)],
    closer: compact >= 2 ? '' : ctx.chooser.pick(bank.closers),
    question: ctx.chooser.pick(ctx.tone.questions),
  };
}

function howToPost(ctx: Context, compact: number): Shaped {
  const bank = SOCIAL_SHAPES['how-to'];
  const raw = ctx.shape.forms.raw;
  const facts = compact === 0 && ctx.source ? ctx.source.facts : [];
  const steps = stepItems(3, compact >= 1 ? bank.shortHints : bank.hints, facts);
  const hook = /\bstep\b/i.test(raw) ? asSentence(raw, ':') : `${capitalise(raw.replace(/[.!?:,;\s]+$/u, ''))}, ${bank.lead.charAt(0).toLowerCase()}${bank.lead.slice(1)}`;
  return { hook, blocks: [numbered(steps)], closer: compact >= 2 ? '' : ctx.chooser.pick(bank.closers), question: ctx.chooser.pick(ctx.tone.questions) };
}

/** The answer's structure: the short answer, the reasons, what it depends on. */
function questionPost(ctx: Context, compact: number): Shaped {
  const bank = SOCIAL_SHAPES.question;
  const question = ctx.shape.question;
  const asked = question && !question.embedded ? question.text : asSentence(question?.text ?? ctx.shape.forms.raw);
  const answer = `${bank.answerLead} ${slot('Short answer', compact >= 1 || !question?.yesNo ? bank.shortAnswerHint : bank.answerHint)}`;
  const reasons = `${bank.reasonsLead}\n${[1, 2].map((i) => `→ ${slot(`Reason ${i}`, compact >= 1 ? 'in one line' : bank.reasonHint)}`).join('\n')}`;
  const depends = `${bank.dependsLead} ${slot('It depends on', bank.dependsHint)}`;
  const blocks = compact >= 2 ? [answer] : compact >= 1 ? [answer, reasons] : [answer, reasons, depends];
  return { hook: asked, blocks, closer: '', question: ctx.chooser.pick(bank.questions) };
}

/** The creator's statement said plainly, then the reasons as slots. */
function statementPost(ctx: Context, compact: number): Shaped {
  const bank = SOCIAL_SHAPES.statement;
  const hook = compact >= 2 ? asSentence(ctx.shape.forms.raw) : `${asSentence(ctx.shape.forms.raw)} ${ctx.chooser.pick(bank.followUps)}`;
  const reasons = `${bank.reasonsLead}\n${[1, 2].map((i) => `→ ${slot(`Reason ${i}`, compact >= 1 ? 'in one line' : bank.reasonHint)}`).join('\n')}`;
  return { hook, blocks: [reasons], closer: compact >= 1 ? '' : ctx.chooser.pick(ctx.tone.closers), question: ctx.chooser.pick(ctx.tone.questions) };
}

const BUILDERS: Partial<Record<TopicShape['kind'], (ctx: Context, compact: number) => Shaped>> = {
  milestone: milestonePost,
  list: listPost,
  'how-to': howToPost,
  question: questionPost,
  statement: statementPost,
};

/**
 * A post written for the topic's shape (a milestone's story, a list's items, a how-to's steps, a question's
 * answer, a statement's reasons), or null for a noun phrase, or for a shape a source writes better (the
 * source's own post, from-source.ts; a list takes the source's sentences as its items). Tighter forms
 * (shorter hints, fewer lines) until it fits the platform; a list keeps its count in every form.
 */
export function composeShapedSocial(ctx: Context): string | null {
  const build = BUILDERS[ctx.shape.kind];
  if (!build || (ctx.source && ctx.shape.kind !== 'list')) return null;
  const emoji = ctx.shape.kind === 'milestone' ? SOCIAL_SHAPES.milestone.emoji : ctx.chooser.shuffle(ctx.tone.emoji);
  const tagCount = HASHTAGS[ctx.request.platform];
  let last = '';
  // The source's sentences while they fit, shortened if need be; slots only when even the shortest do not (a long list on X).
  for (const source of ctx.source ? [ctx.source, null] : [null]) {
    // Shorter forms before fewer hashtags; no hashtag at all only when nothing else fits.
    for (const tags of ctx.request.include_hashtags ? [tagCount, 1, 0] : [0]) {
      for (let compact = 0; compact <= 4; compact++) {
        let post = build({ ...ctx, source }, Math.min(compact, 3));
        const hook = fitHook(post.hook, compact);
        const count = ctx.shape.list?.count ?? 0;
        if (source && compact >= 3 && count > 0) {
          // Each item gets an equal share of the room the rest of the post leaves (a cut item's "…" counts two on X).
          const empty = layout(ctx, { ...post, hook, blocks: [numbered(Array.from({ length: count }, () => ''))] }, emoji, tags);
          const itemMax = Math.floor((ctx.budget - postLength(ctx.request.platform, empty)) / count) - 2;
          if (itemMax < 25) continue;
          post = build({ ...ctx, source, itemMax }, 3);
        }
        last = layout(ctx, { ...post, hook }, emoji, tags);
        if (postLength(ctx.request.platform, last) <= ctx.budget) return last;
      }
    }
  }
  return last;
}
