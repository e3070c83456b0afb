import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SummaryFileType } from '../../contract/summaries';
import { HttpError } from '../lib/http-error';
import { documentFrom, type DocumentType, type ExtractDocumentInput, type ExtractDocumentOutput } from './extract-document';
import { MAX_SOURCE_CHARS } from './extracted-document';
import type { Upload } from './intake';
import { extractSpeech, formatDuration, type ExtractSpeechOptions } from './media';
import { piecesWithSound, type SilenceOptions } from './silence';
import { sniffFile } from './sniff';
import type { Transcriber } from './transcribe';

export const TRANSCRIPTION_MISSING_DETAIL =
  'Audio and video summaries need a transcription service (set TRANSCRIBE_BASE_URL or OPENAI_API_KEY)';
export const NO_SPEECH_DETAIL = 'No speech was found in this recording, so there is nothing to summarize.';

const DOCUMENTS: Record<DocumentType, string> = { pdf: 'PDF document', docx: 'Word document', txt: 'text file' };
const VIDEOS: ReadonlySet<SummaryFileType> = new Set(['mp4', 'mov', 'avi']);

const isDocument = (type: SummaryFileType): type is DocumentType => Object.hasOwn(DOCUMENTS, type);

/**
 * The creator's monthly transcription minutes. `take` takes the seconds about to be sent, all or none,
 * and refuses (403, saying what is left) when they do not fit; `giveBack` returns the seconds of
 * pieces that were then never sent. What was sent stays counted whatever the service answered.
 */
export interface TranscriptionAllowance {
  take(seconds: number): Promise<{ giveBack(seconds: number): Promise<void> }>;
}

export interface ReadUploadDeps {
  /** Runs extractDocument off the event loop: the worker pool's `run('extractDocument', …)`. */
  runExtract: (input: ExtractDocumentInput) => Promise<ExtractDocumentOutput>;
  /** Null when no transcription service is configured: recordings are then refused. */
  transcriber: Transcriber | null;
  /** Counts the audio sent to the transcriber against the creator's plan. */
  allowance: TranscriptionAllowance;
  onStage: (stage: 'extracting' | 'transcribing', detail?: string) => void | Promise<void>;
  signal?: AbortSignal;
  /** Segment length and limits of the speech audio (tests shorten the segments). */
  media?: Pick<ExtractSpeechOptions, 'segmentSeconds' | 'maxSeconds' | 'timeoutMs'>;
  /** When a piece of the speech audio is silent, and so not sent (tests tighten it for short recordings). */
  silence?: SilenceOptions;
}

export interface ReadUploadResult {
  text: string;
  /** The document's or recording's own title, else the file's name without its extension. */
  title: string;
  media: 'text' | 'pdf' | 'docx' | 'audio' | 'video';
  pages?: number;
  durationSeconds?: number;
}

/** "Quarterly report.final.pdf" → "Quarterly report.final". */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || 'Uploaded file';
}

/**
 * The text of an uploaded file, by its sniffed type: a document's through the extractDocument task; a
 * recording's through ffmpeg (its speech track, in pieces) and the transcription service, which must
 * be configured (422 naming the settings otherwise), against the creator's monthly transcription
 * minutes (`deps.allowance`). Reports each stage as it starts. The speech
 * audio is removed as soon as it is transcribed; the upload itself is the caller's to clean up.
 */
export async function readUpload(upload: Upload, deps: ReadUploadDeps): Promise<ReadUploadResult> {
  const type = await sniffFile(upload.path);
  const fileTitle = titleFromFileName(upload.fileName);

  if (isDocument(type)) {
    await deps.onStage('extracting', DOCUMENTS[type]);
    const document = documentFrom(await deps.runExtract({ type, path: upload.path }));
    return {
      text: document.text,
      title: document.title ?? fileTitle,
      media: type === 'txt' ? 'text' : type,
      ...(document.pages !== undefined && { pages: document.pages }),
    };
  }

  if (!deps.transcriber) throw new HttpError(422, TRANSCRIPTION_MISSING_DETAIL);
  const video = VIDEOS.has(type);
  await deps.onStage('extracting', video ? 'the sound of the video' : 'the audio');
  const speech = await extractSpeech(upload.path, { ...deps.media, type, outDir: dirname(upload.path), signal: deps.signal });
  try {
    const transcript = (await transcribeSound(speech.segments, deps.transcriber, deps)).slice(0, MAX_SOURCE_CHARS).trim();
    if (!transcript) throw new HttpError(422, NO_SPEECH_DETAIL);
    return { text: transcript, title: speech.probe.title ?? fileTitle, media: video ? 'video' : 'audio', durationSeconds: speech.durationSeconds };
  } finally {
    await rm(speech.dir, { recursive: true, force: true });
  }
}

/**
 * The transcript of the pieces of speech audio that have sound. Silence is found first (ffmpeg's
 * silencedetect): a recording without sound is refused as "no speech" before any call, and silent
 * pieces are never sent. The seconds of the pieces with sound are taken from the creator's month
 * before the first is sent (refused whole when they do not fit); if the transcription stops early,
 * the pieces not sent are given back.
 */
async function transcribeSound(segments: string[], transcriber: Transcriber, deps: ReadUploadDeps): Promise<string> {
  const pieces = await piecesWithSound(segments, { ...deps.silence, signal: deps.signal });
  if (pieces.length === 0) throw new HttpError(422, NO_SPEECH_DETAIL);
  const secondsOf = (upTo: number) => pieces.slice(0, upTo).reduce((sum, piece) => sum + piece.seconds, 0);
  // Counted in whole seconds, rounded up: what was sent is never counted short.
  const total = Math.ceil(secondsOf(pieces.length));
  const grant = await deps.allowance.take(total);
  let sent = 0;
  try {
    await deps.onStage('transcribing', `${formatDuration(secondsOf(pieces.length))} of audio`);
    return await transcriber.transcribe(
      pieces.map((piece) => piece.path),
      { signal: deps.signal, onSend: (index) => (sent = index + 1) },
    );
  } finally {
    const unsent = total - Math.ceil(secondsOf(sent));
    if (unsent > 0) await grant.giveBack(unsent);
  }
}
