import { z } from 'zod';
import {
  AUDIO_VIDEO_FILE_TYPES,
  CUSTOM_SUMMARY_WORDS,
  SUMMARY_LENGTHS,
  SUMMARY_STYLES,
  SUMMARY_TEXT_MAX_CHARS,
  SUMMARY_URL_MAX_CHARS,
} from '../../../contract/summaries';
import type { SummarizeInput } from './api/summarize';
import { formatFileSize } from './format-file-size';

export const INPUT_METHODS = ['text', 'url', 'file'] as const;
export type InputMethod = (typeof INPUT_METHODS)[number];

/** What the server takes (GET /api/config); null while it is not known, and then nothing is checked here. */
export type SummarizerLimits = { maxUploadBytes: number; transcription: boolean };

/** docs/product/validation.md#summarizer's texts, and the summarizer's own for what the server would refuse anyway. */
export const SUMMARIZER_MESSAGES = {
  textRequired: 'Please enter text content to summarize',
  urlRequired: 'Please enter a URL to summarize',
  fileRequired: 'Please select a file to summarize',
  textTooLong: `The text is too long: paste at most ${SUMMARY_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  urlInvalid: 'Enter a web address that starts with http:// or https://',
  urlTooLong: 'This web address is too long.',
  fileEmpty: 'This file is empty.',
  customLength: `Enter a custom length from ${CUSTOM_SUMMARY_WORDS.min} to ${CUSTOM_SUMMARY_WORDS.max} words.`,
  /** Creator wording: the setting that turns transcription on is the owner's business. */
  needsTranscription: "Audio and video summaries need a transcription service, which this workspace hasn't set up.",
} as const;

/** Whether the file is a recording, by its name (the server tells by its content; this is only a courtesy). */
export function isAudioOrVideo(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot >= 0 && (AUDIO_VIDEO_FILE_TYPES as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

/** A whole number of words in the custom range, or null. */
function parseCustomLength(typed: string): number | null {
  const words = Number(typed.trim());
  return /^\d+$/.test(typed.trim()) && words >= CUSTOM_SUMMARY_WORDS.min && words <= CUSTOM_SUMMARY_WORDS.max ? words : null;
}

/** A typed address without a scheme ("example.com/post") is taken as https. */
function withScheme(url: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}

function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The Summarizer form's fields, checked for the chosen input method only (the others keep what was
 * typed, for a switch back) and turned into the request. The server checks everything again; these
 * checks spare a creator a refused upload (too large, audio without a transcription service).
 */
export function summarizerSchema(limits: SummarizerLimits | null) {
  return z
    .object({
      method: z.enum(INPUT_METHODS),
      text_content: z.string(),
      url: z.string(),
      file: z.instanceof(File).nullable(),
      summary_length: z.enum(SUMMARY_LENGTHS),
      summary_style: z.enum(SUMMARY_STYLES),
      custom_length: z.string(),
    })
    .transform((values, context): SummarizeInput => {
      const fail = (path: string, message: string) => {
        context.addIssue({ code: 'custom', path: [path], message, input: values });
        return z.NEVER;
      };

      const customLength = values.summary_length === 'custom' ? parseCustomLength(values.custom_length) : undefined;
      const options = { summary_length: values.summary_length, summary_style: values.summary_style, custom_length: customLength ?? undefined };
      // The input comes first: it is what the creator is most likely to have missed.
      let input: SummarizeInput;
      if (values.method === 'text') {
        const text = values.text_content.trim();
        if (text === '') return fail('text_content', SUMMARIZER_MESSAGES.textRequired);
        if (text.length > SUMMARY_TEXT_MAX_CHARS) return fail('text_content', SUMMARIZER_MESSAGES.textTooLong);
        input = { method: 'text', text_content: text, options };
      } else if (values.method === 'url') {
        const typed = values.url.trim();
        if (typed === '') return fail('url', SUMMARIZER_MESSAGES.urlRequired);
        const url = withScheme(typed);
        if (url.length > SUMMARY_URL_MAX_CHARS) return fail('url', SUMMARIZER_MESSAGES.urlTooLong);
        if (!isWebAddress(url)) return fail('url', SUMMARIZER_MESSAGES.urlInvalid);
        input = { method: 'url', url, options };
      } else {
        const file = values.file;
        if (!file) return fail('file', SUMMARIZER_MESSAGES.fileRequired);
        if (file.size === 0) return fail('file', SUMMARIZER_MESSAGES.fileEmpty);
        if (limits && file.size > limits.maxUploadBytes) {
          return fail('file', `This file is larger than the ${formatFileSize(limits.maxUploadBytes)} limit.`);
        }
        if (limits && !limits.transcription && isAudioOrVideo(file.name)) {
          return fail('file', SUMMARIZER_MESSAGES.needsTranscription);
        }
        input = { method: 'file', file, options };
      }
      if (customLength === null) return fail('custom_length', SUMMARIZER_MESSAGES.customLength);
      return input;
    });
}

export type SummarizerValues = z.input<ReturnType<typeof summarizerSchema>>;
