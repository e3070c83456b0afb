import type { SummaryFileType, SummarySource, SummaryStage } from '../../../contract/summaries';
import { HttpError } from '../../lib/http-error';
import { aboutField } from '../../../contract/field-labels';

/** What a summary is made from, once read: the text and what to say about where it came from. */
export interface ReadSource {
  text: string;
  title: string;
  source: Omit<SummarySource, 'words_read' | 'summary_words'>;
}

/** Reports a stage to a streaming client (the service only calls it once the stream is open). */
export type StageReporter = (stage: SummaryStage, detail?: string) => void | Promise<void>;

export const PASTED_TEXT = 'Pasted text';
const TITLE_MAX_CHARS = 120;

/**
 * The title of pasted text: its first line when that line reads as a title (a Markdown heading, or a
 * short line that does not end a sentence), otherwise "Pasted text".
 */
export function pastedTextTitle(text: string): string {
  const first = text.trimStart().split('\n', 1)[0]?.trim() ?? '';
  const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(first);
  if (heading?.[1]) return heading[1].slice(0, TITLE_MAX_CHARS);
  const words = first.split(/\s+/).filter(Boolean).length;
  if (words >= 2 && words <= 14 && first.length <= TITLE_MAX_CHARS && !/[.!?:;,]$/.test(first)) return first;
  return PASTED_TEXT;
}

const BAD_URL = aboutField('url', 'must start with http:// or https://, such as https://example.com/article');

/**
 * The address a creator typed, as a URL: "example.com/post" gets https://, anything other than http
 * and https (or with a user name and password in it) is refused before any connection is tried.
 */
export function parseSourceUrl(raw: string): URL {
  const typed = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new HttpError(422, BAD_URL);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(422, BAD_URL);
  if (url.username || url.password) throw new HttpError(422, aboutField('url', 'must not contain a user name or password'));
  if (!url.hostname.includes('.') && !url.hostname.startsWith('[') && url.hostname !== 'localhost') throw new HttpError(422, BAD_URL);
  return url;
}

/** File types that are recordings, and which of them carry a picture. */
export const VIDEO_TYPES: ReadonlySet<SummaryFileType> = new Set(['mp4', 'mov', 'avi']);
export const AUDIO_TYPES: ReadonlySet<SummaryFileType> = new Set(['mp3', 'wav', 'm4a']);

/** The file's name without its folder and extension, for a title. */
export function fileTitle(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, TITLE_MAX_CHARS) || 'Uploaded file';
}
