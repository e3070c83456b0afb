import { z } from 'zod';
import { AiEngineName } from './engines';
import { HistoryType } from './content-kinds';
import { HumanizeContentType } from './humanize';
import { SummarySource } from './summaries';

// The kinds and their request schemas have files of their own; most importers want them from here.
export * from './content-requests';
export * from './content-kinds';
export * from './engines';

export const GenerationResponse = z.object({
  id: z.string(),
  content: z.string(),
  engine: AiEngineName,
  model: z.string(),
});
export type GenerationResponse = z.infer<typeof GenerationResponse>;

export const HistoryItem = z.object({
  id: z.string(),
  created_at: z.string(),
  content: z.string(),
  engine: AiEngineName,
  model: z.string(),
  metadata: z.object({
    type: HistoryType,
    topic: z.string(),
    /** The platform asked for (video scripts and social posts). */
    platform: z.string().optional(),
    /** The template the piece was asked to follow (Advanced Templates), when one was named. */
    template: z.string().optional(),
    /** The keywords a blog post was asked to use (its request's target_keywords), when there were any: the editor checks each is in the text. */
    keywords: z.array(z.string()).optional(),
    /** What a summary was made from. */
    source: SummarySource.optional(),
    /** A humanized version: the kind of text it was (how to show it) and the history item it came from. */
    humanized: z.object({ content_type: HumanizeContentType, source_id: z.string().nullable() }).optional(),
  }),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

// The history query and answer (with the library's fields) are in library.ts.

/** Server-sent events of a streamed generation (Accept: text/event-stream). */
export type GenerationEvent =
  | { event: 'delta'; data: { text: string } }
  /** The text so far is replaced (after a repair round). */
  | { event: 'replace'; data: { text: string } }
  | { event: 'done'; data: GenerationResponse }
  | { event: 'error'; data: { detail: string; status: number } };
