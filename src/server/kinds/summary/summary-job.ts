import type { SummaryOptions } from '../../../contract/summaries';

/** One summary to write: the source as read, what it is called, and the creator's length and style. */
export interface SummaryJob {
  /** The source text as read (up to about 200k characters; Markdown-ish or plain). */
  text: string;
  /** The page's or document's title, or "Pasted text". */
  title: string;
  options: SummaryOptions;
}
