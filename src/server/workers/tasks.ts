import type { ExtractDocumentInput, ExtractDocumentOutput } from '../files/extract-document';
import { countWords } from '../text/count-words';
import type { Article } from '../fetch/read-page';
import { checkDraft, composeDraft, type ContentInput } from '../kinds';
import type { SummaryJob } from '../kinds/summary';
import type { OfflineHumanized, Readability } from '../kinds/humanized/humanize-job';
import type { HumanizedOriginal, HumanizeInput } from '../kinds/humanized/humanize-types';
import type { ForPlatformsInput, PlatformText } from '../text/for-platform/for-platform';
import type { PublishPlatform } from '../../contract/social';

/** Each platform's text, in the order asked (forPlatforms). */
export type PlatformTexts = Array<PlatformText & { platform: PublishPlatform }>;

export type { ContentInput } from '../kinds';

export interface SummaryOutput {
  summary: string;
  /** What the summary's check found wrong (length, layout); empty when it holds. */
  problems: string[];
  sourceWords: number;
}

export interface ComposeOutput {
  text: string;
  /** What the fidelity check found wrong with the draft; empty when it honours the request. */
  problems: string[];
}

/**
 * The work the pool runs off the event loop, by name: each takes one structured-cloneable input and
 * answers (or resolves to) one structured-cloneable output. Add a task here (PDF or DOCX extraction,
 * summarization…) and it can be run with `pool.run(name, input)`, typed from this table.
 */
export const TASKS = {
  /** The kind's offline draft, and its fidelity check (both from src/server/kinds/). */
  compose(input: ContentInput): ComposeOutput {
    const text = composeDraft(input);
    return { text, problems: checkDraft(input, text) };
  },
  /** The fidelity check of a draft written elsewhere (by a model). */
  fidelity(input: ContentInput & { text: string }): string[] {
    return checkDraft(input, input.text);
  },
  /**
   * A PDF, DOCX or TXT file's text and title (src/server/files/). Loaded on first use, so that threads
   * that only compose never load the document readers; refusals come back as data (documentFrom).
   */
  async extractDocument(input: ExtractDocumentInput): Promise<ExtractDocumentOutput> {
    const { extractDocument } = await import('../files/extract-document');
    return extractDocument(input);
  },
  /** The offline engine's extractive summary, its check, and the source's word count (src/server/kinds/summary/). */
  async summarize(input: SummaryJob): Promise<SummaryOutput> {
    const { summarizeOffline } = await import('../kinds/summary');
    return summarizeOffline(input);
  },
  /** The words a reader sees in a text (a long source is counted here, not on the event loop). */
  countWords(input: { text: string }): number {
    return countWords(input.text);
  },
  /** A web page's main content and title (src/server/fetch/read-page.ts: Readability on linkedom). */
  async extractArticle(input: { html: string; url: string }): Promise<Article> {
    const { extractArticle } = await import('../fetch/read-page');
    return extractArticle(input.html, input.url);
  },
  /** The offline humanizer's edit of a draft, its fidelity check, and readability before and after (src/server/kinds/humanized/). */
  async humanize(input: HumanizeInput): Promise<OfflineHumanized> {
    const { humanizeDraft } = await import('../kinds/humanized/humanize-job');
    return humanizeDraft(input);
  },
  /** A piece's Markdown as each platform's own plain text, fitted to its limit ("Prepare for social": src/server/text/for-platform/). */
  async forPlatforms(input: ForPlatformsInput): Promise<PlatformTexts> {
    const { prepareForPlatforms } = await import('../text/for-platform/for-platform');
    return prepareForPlatforms(input);
  },
  /** A model's rewrite checked against its draft, with the readability of both. */
  async reviewRewrite(input: HumanizedOriginal & { rewritten: string }): Promise<{ problems: string[]; readability: Readability }> {
    const { reviewRewrite } = await import('../kinds/humanized/humanize-job');
    return reviewRewrite(input);
  },
} satisfies Record<string, (input: never) => unknown>;

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;

/**
 * Where a task runs and what it may cost. Two lanes of threads: `drafts` for the work of a draft written
 * from a creator's topic (composing it, checking it), `sources` for what a creator hands in (a file or a
 * page to read, a text to summarize or humanize), whose size and shape the creator controls: a creator's
 * draft never waits behind someone's 300-page PDF or 100,000-character text. `budgetMs` is the task's wall-clock limit: past it the
 * thread is terminated. A `guarded` task reads what a creator supplied (a file, a page, pasted text) and is
 * refused to a creator who has used up the abuse budget (strikes.ts); `struck` tells a refusal of the
 * task's own caps (too many pages…), which counts as a strike like a termination.
 */
export interface TaskPolicy<N extends TaskName> {
  lane: Lane;
  budgetMs: number;
  guarded: boolean;
  struck?: (output: TaskOutput<N>) => boolean;
}

export const LANES = ['drafts', 'sources'] as const;
export type Lane = (typeof LANES)[number];

const SECOND = 1_000;

export const TASK_POLICIES: { [N in TaskName]: TaskPolicy<N> } = {
  compose: { lane: 'drafts', budgetMs: 20 * SECOND, guarded: false },
  fidelity: { lane: 'drafts', budgetMs: 20 * SECOND, guarded: false },
  humanize: { lane: 'sources', budgetMs: 30 * SECOND, guarded: true },
  reviewRewrite: { lane: 'sources', budgetMs: 30 * SECOND, guarded: true },
  countWords: { lane: 'sources', budgetMs: 20 * SECOND, guarded: true },
  extractDocument: { lane: 'sources', budgetMs: 60 * SECOND, guarded: true, struck: (output) => !output.ok && output.limit === true },
  extractArticle: { lane: 'sources', budgetMs: 30 * SECOND, guarded: true },
  summarize: { lane: 'sources', budgetMs: 60 * SECOND, guarded: true },
  forPlatforms: { lane: 'sources', budgetMs: 30 * SECOND, guarded: true },
};

/** What crosses to a worker: a task's name and its input. */
export interface TaskMessage<N extends TaskName = TaskName> {
  name: N;
  input: TaskInput<N>;
}

/** Runs one task, in a worker or, for comparison and tests, in this thread; an async task answers a promise. */
export function runTask<N extends TaskName>(message: TaskMessage<N>): TaskOutput<N> | Promise<TaskOutput<N>> {
  if (!Object.hasOwn(TASKS, message.name)) throw new Error(`unknown worker task: ${String(message.name)}`);
  const task = TASKS[message.name] as (input: TaskInput<N>) => TaskOutput<N> | Promise<TaskOutput<N>>;
  return task(message.input);
}
