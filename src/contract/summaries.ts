/** The summarizer's requests, answer and stream events (docs/product/validation.md#summarizer, docs/product/api.md), shared by server and web. */
import { z } from 'zod';
import { AiEngineName } from './engines';
import { textField } from './text-field';
import { TEXT_MAX_LENGTH } from './text-rule';
import { aboutField, oneOf } from './field-labels';

export const SUMMARY_LENGTHS = ['brief', 'standard', 'detailed', 'custom'] as const;
export type SummaryLength = (typeof SUMMARY_LENGTHS)[number];
export const SUMMARY_STYLES = ['professional', 'casual', 'bullet_points', 'academic', 'executive'] as const;
export type SummaryStyle = (typeof SUMMARY_STYLES)[number];

export const SUMMARY_LENGTH_LABELS: Record<SummaryLength, string> = {
  brief: 'Brief',
  standard: 'Standard',
  detailed: 'Detailed',
  custom: 'Custom',
};
export const SUMMARY_STYLE_LABELS: Record<SummaryStyle, string> = {
  professional: 'Professional',
  casual: 'Casual',
  bullet_points: 'Bullet Points',
  academic: 'Academic',
  executive: 'Executive',
};

/** docs/product/limits.md#content-limits: a custom summary is 50 to 1000 words. */
export const CUSTOM_SUMMARY_WORDS = { min: 50, max: 1000 } as const;

export interface WordRange {
  min: number;
  max: number;
}

/** The words a summary of each length has, for a source long enough (see summaryWordRange). */
export const SUMMARY_WORD_RANGES: Record<Exclude<SummaryLength, 'custom'>, WordRange> = {
  brief: { min: 50, max: 120 },
  standard: { min: 120, max: 250 },
  detailed: { min: 250, max: 500 },
};

/** A source shorter than this has nothing to summarize. */
export const SUMMARY_MIN_SOURCE_WORDS = 40;
/** Pasted text: at most this many characters (about 15,000 words), the cap of every text field; longer documents go as files. */
export const SUMMARY_TEXT_MAX_CHARS = TEXT_MAX_LENGTH;
/** A web page's address. */
export const SUMMARY_URL_MAX_CHARS = 2_048;

/**
 * The words a summary must have: the length's range (custom: the asked number, 10% under to 10% over),
 * scaled down for a short source so that a summary is never longer than half of it.
 */
export function summaryWordRange(length: SummaryLength, customLength: number | undefined, sourceWords: number): WordRange {
  const base: WordRange =
    length === 'custom'
      ? // In whole numbers: 400 × 1.1 is 440.00000000000006 in floating point.
        { min: Math.floor(((customLength ?? CUSTOM_SUMMARY_WORDS.min) * 9) / 10), max: Math.ceil(((customLength ?? CUSTOM_SUMMARY_WORDS.min) * 11) / 10) }
      : SUMMARY_WORD_RANGES[length];
  const cap = Math.floor(sourceWords / 2);
  if (cap >= base.max) return base;
  return { min: Math.max(1, Math.min(base.min, Math.floor(cap / 2))), max: Math.max(1, cap) };
}

const summaryLength = z
  .enum(SUMMARY_LENGTHS, { error: oneOf('summary_length', SUMMARY_LENGTHS) })
  .default('standard');
const summaryStyle = z
  .enum(SUMMARY_STYLES, { error: oneOf('summary_style', SUMMARY_STYLES) })
  .default('professional');
const customLength = z.coerce
  .number({ error: aboutField('custom_length', 'must be a number of words') })
  .int(aboutField('custom_length', 'must be a whole number of words'))
  .min(CUSTOM_SUMMARY_WORDS.min, aboutField('custom_length', `must be at least ${CUSTOM_SUMMARY_WORDS.min} words`))
  .max(CUSTOM_SUMMARY_WORDS.max, aboutField('custom_length', `must be at most ${CUSTOM_SUMMARY_WORDS.max} words`));

/** The options every summary request takes; custom_length is required with (and only used by) custom. */
export const SummaryOptions = z.object({
  summary_length: summaryLength,
  summary_style: summaryStyle,
  // Forms send an empty field for "not given".
  custom_length: z.preprocess((v) => (v === '' || v === null ? undefined : v), customLength.optional()),
});

function requireCustomLength<T extends z.ZodType<{ summary_length: SummaryLength; custom_length?: number }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.summary_length === 'custom' && value.custom_length === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_length'],
        message: `Enter a custom length from ${CUSTOM_SUMMARY_WORDS.min} to ${CUSTOM_SUMMARY_WORDS.max} words.`,
      });
    }
  });
}

export type SummaryOptions = z.output<typeof SummaryOptions>;

/** The documented example of pasted text (OpenAPI), long enough to summarize. */
const TEXT_EXAMPLE =
  'Along the Gulf Coast, towns are rebuilding oyster reefs to protect their shorelines. The reefs act as living breakwaters, ' +
  'absorbing wave energy before it reaches marshes and beaches. In Port Alder, volunteers placed 1,200 tons of recycled shell ' +
  'along two miles of shoreline, and within a year the town measured 40 percent less marsh loss behind the reef. Engineers say ' +
  'the approach costs far less than a concrete seawall of the same length.';

export const SummarizeTextRequest = requireCustomLength(
  SummaryOptions.extend({ text_content: textField('text_content', { max: SUMMARY_TEXT_MAX_CHARS }).meta({ examples: [TEXT_EXAMPLE] }) }),
);
export type SummarizeTextRequest = z.output<typeof SummarizeTextRequest>;

export const SummarizeUrlRequest = requireCustomLength(SummaryOptions.extend({ url: textField('url', { max: SUMMARY_URL_MAX_CHARS }) }));
export type SummarizeUrlRequest = z.output<typeof SummarizeUrlRequest>;

/** The form fields of POST /content/summarize/file, beside the `file` part. */
export const SummarizeFileFields = requireCustomLength(SummaryOptions);
export type SummarizeFileFields = z.output<typeof SummarizeFileFields>;

/** docs/product/validation.md#summarizer: the files the summarizer reads, by extension, as the file picker lists them. */
export const SUMMARY_FILE_TYPES = ['txt', 'pdf', 'docx', 'mp3', 'mp4', 'wav', 'm4a', 'mov', 'avi'] as const;
export type SummaryFileType = (typeof SUMMARY_FILE_TYPES)[number];
export const AUDIO_VIDEO_FILE_TYPES: readonly SummaryFileType[] = ['mp3', 'mp4', 'wav', 'm4a', 'mov', 'avi'];

export const SummarySourceKind = z.enum(['text', 'url', 'file']);
/** What the source was, as read: text, a web page (html), a document or a recording. */
export const SummarySourceMedia = z.enum(['text', 'html', 'pdf', 'docx', 'audio', 'video']);

/** What was read, and how much came of it. */
export const SummarySource = z.object({
  kind: SummarySourceKind,
  media: SummarySourceMedia,
  /** The page's or document's title, the file's name, or "Pasted text". */
  title: z.string(),
  /** The address finally read (after redirects), for a URL. */
  url: z.string().optional(),
  file_name: z.string().optional(),
  words_read: z.number().int().nonnegative(),
  /** Pages of a PDF. */
  pages: z.number().int().positive().optional(),
  /** Seconds of a recording. */
  duration_seconds: z.number().nonnegative().optional(),
  summary_words: z.number().int().nonnegative(),
});
export type SummarySource = z.infer<typeof SummarySource>;

export const SummaryResponse = z.object({
  id: z.string(),
  summary: z.string(),
  engine: AiEngineName,
  model: z.string(),
  source: SummarySource,
});
export type SummaryResponse = z.infer<typeof SummaryResponse>;

export const SUMMARY_STAGES = ['uploading', 'fetching', 'extracting', 'transcribing', 'summarizing'] as const;
export type SummaryStage = (typeof SUMMARY_STAGES)[number];

/** Server-sent events of a streamed summary (Accept: text/event-stream). */
export type SummaryEvent =
  /** The server moved on to another stage; `detail` says what it is working on ("12 pages"). */
  | { event: 'stage'; data: { stage: SummaryStage; detail?: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'replace'; data: { text: string } }
  | { event: 'done'; data: SummaryResponse }
  | { event: 'error'; data: { detail: string; status: number } };
