import { spawn } from 'node:child_process';
import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SummaryFileType } from '../../contract/summaries';
import { HttpError } from '../lib/http-error';
import { parseWavHeader } from './wav';

export type MediaFileType = Extract<SummaryFileType, 'mp3' | 'mp4' | 'wav' | 'm4a' | 'mov' | 'avi'>;

/**
 * Seconds of audio per piece sent to the transcription service: 10 minutes of 16 kHz mono 16-bit PCM
 * is 19.2 MB, under OpenAI's 25 MB per request.
 */
export const SEGMENT_SECONDS = 600;
/** The longest recording read (4 hours: 460 MB of speech audio on disk while it is transcribed). */
export const MAX_MEDIA_SECONDS = 4 * 60 * 60;
/** OpenAI refuses audio shorter than 0.1 s: a sliver left at the end of a recording is dropped. */
const MIN_SEGMENT_SECONDS = 0.1;
const SPEECH_SAMPLE_RATE = 16_000;

export const MEDIA_UNREADABLE_DETAIL = 'This recording could not be read: the file looks damaged or uses an unsupported codec.';
export const MEDIA_SILENT_DETAIL = 'This recording has no sound to transcribe.';

/**
 * ffmpeg reads the file with the demuxer of the type its content was sniffed as, never its own guess
 * from any format, and only from the local file: no format that follows links to other files or URLs.
 */
const DEMUXERS: Record<MediaFileType, string> = { mp3: 'mp3', wav: 'wav', mp4: 'mov', m4a: 'mov', mov: 'mov', avi: 'avi' };

export interface MediaRunOptions {
  signal?: AbortSignal;
  /** ffmpeg (or ffprobe) is killed after this long. Default 10 minutes (ffprobe: 30 s). */
  timeoutMs?: number;
}

interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const OUTPUT_CAP = 1024 * 1024;

/** Runs ffmpeg or ffprobe (found on PATH, no shell), killed on timeout or abort. */
export function runTool(command: 'ffmpeg' | 'ffprobe', args: string[], opts: { signal?: AbortSignal; timeoutMs: number }): Promise<ToolResult> {
  opts.signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let stderr = '';
    let failure: Error | null = null;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < OUTPUT_CAP) stdout += chunk;
    });
    // The end of ffmpeg's errors says what went wrong; its start may be a long list of warnings.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    const stop = (err: Error) => {
      failure ??= err;
      child.kill('SIGKILL');
    };
    const timedOut = () => new HttpError(504, 'Reading the recording took too long.', {}, `${command} timed out after ${opts.timeoutMs} ms`);
    const timer = setTimeout(() => stop(timedOut()), opts.timeoutMs);
    const onAbort = () => stop(opts.signal?.reason instanceof Error ? opts.signal.reason : new Error('aborted'));
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (err: NodeJS.ErrnoException) => {
      done();
      if (err.code === 'ENOENT') {
        const missing = `${command} was not found on PATH: install ffmpeg`;
        reject(new HttpError(503, 'Audio and video files cannot be read on this server right now.', {}, missing));
      } else {
        reject(err);
      }
    });
    child.once('close', (code) => {
      done();
      if (failure) reject(failure);
      else resolve({ code, stdout, stderr });
    });
  });
}

export interface MediaProbe {
  /** Null when the container does not say. */
  durationSeconds: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
  /** The recording's own title (an ID3 or MP4 title tag), if it has one. */
  title: string | null;
}

interface ProbeJson {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: Array<{ codec_type?: string; disposition?: { attached_pic?: number } }>;
}

/** What ffprobe finds in a recording; a file it cannot read is 422. */
export async function probeMedia(path: string, type: MediaFileType, opts: MediaRunOptions = {}): Promise<MediaProbe> {
  const result = await runTool(
    'ffprobe',
    [
      '-v', 'error', '-hide_banner', '-protocol_whitelist', 'file', '-f', DEMUXERS[type],
      '-show_entries', 'format=duration:format_tags=title:stream=codec_type:stream_disposition=attached_pic',
      '-of', 'json', `file:${path}`,
    ],
    { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 30_000 },
  );
  let probe: ProbeJson;
  try {
    probe = JSON.parse(result.stdout) as ProbeJson;
  } catch {
    probe = {};
  }
  if (result.code !== 0 || !probe.format) {
    throw new HttpError(422, MEDIA_UNREADABLE_DETAIL, {}, `ffprobe could not read the ${type} file (exit ${result.code}): ${result.stderr.trim()}`);
  }
  const streams = probe.streams ?? [];
  const duration = Number(probe.format.duration);
  const tags = probe.format.tags ?? {};
  const title = (tags.title ?? tags.TITLE ?? '').trim();
  return {
    durationSeconds: Number.isFinite(duration) && duration >= 0 ? duration : null,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    // A cover picture in an MP3 or M4A is a "video" stream to ffprobe, not a video.
    hasVideo: streams.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic),
    title: title ? title.slice(0, 300) : null,
  };
}

export interface SpeechAudio {
  /** The directory of the segments, for the caller to remove once they are transcribed. */
  dir: string;
  /** 16 kHz mono WAV files, in order, each at most `segmentSeconds` long. */
  segments: string[];
  /** Seconds of audio in the segments. */
  durationSeconds: number;
  probe: MediaProbe;
}

export interface ExtractSpeechOptions extends MediaRunOptions {
  type: MediaFileType;
  /** The segments go into a new directory under this one (the upload's, removed with it). */
  outDir: string;
  segmentSeconds?: number;
  maxSeconds?: number;
}

/** A length for people: "45 seconds", "12 minutes", "3 h 20 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 90) {
    const whole = Math.max(1, Math.round(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.round(seconds / 60);
  return minutes >= 120 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} minutes`;
}

/** The length of a WAV file's audio, from its header (0 when it has none). */
export async function wavSeconds(path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return parseWavHeader(head.subarray(0, bytesRead), (await stat(path)).size)?.durationSeconds ?? 0;
  } finally {
    await file.close();
  }
}

/**
 * The speech track of a recording (its first audio stream, as 16 kHz mono 16-bit PCM, what speech
 * models take) in WAV segments of at most `segmentSeconds` (default SEGMENT_SECONDS), so that each fits
 * the transcription service's size limit. A recording that ffmpeg cannot read, that has no sound, or
 * that is longer than `maxSeconds` (default MAX_MEDIA_SECONDS) is 422.
 */
export async function extractSpeech(path: string, opts: ExtractSpeechOptions): Promise<SpeechAudio> {
  const maxSeconds = opts.maxSeconds ?? MAX_MEDIA_SECONDS;
  const probe = await probeMedia(path, opts.type, { signal: opts.signal });
  if (!probe.hasAudio) throw new HttpError(422, MEDIA_SILENT_DETAIL);
  if (probe.durationSeconds !== null && probe.durationSeconds > maxSeconds + 1) {
    throw new HttpError(
      422,
      `This recording is too long to summarize: ${formatDuration(probe.durationSeconds)}; the limit is ${formatDuration(maxSeconds)}.`,
    );
  }
  const dir = await mkdtemp(join(opts.outDir, 'speech-'));
  try {
    const { segments, durationSeconds } = await splitSpeech(path, dir, { ...opts, maxSeconds });
    return { dir, segments, durationSeconds, probe };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function splitSpeech(path: string, dir: string, opts: ExtractSpeechOptions & { maxSeconds: number }) {
  const segmentSeconds = opts.segmentSeconds ?? SEGMENT_SECONDS;
  const result = await runTool(
    'ffmpeg',
    [
      '-nostdin', '-hide_banner', '-loglevel', 'error',
      '-protocol_whitelist', 'file', '-f', DEMUXERS[opts.type], '-i', `file:${path}`,
      '-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1',
      '-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-c:a', 'pcm_s16le',
      // A container that did not state its length is still cut at the limit.
      '-t', String(opts.maxSeconds),
      '-f', 'segment', '-segment_time', String(segmentSeconds), '-segment_format', 'wav',
      join(dir, 'speech-%05d.wav'),
    ],
    { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 10 * 60_000 },
  );
  if (result.code !== 0) {
    const why = `ffmpeg could not decode the ${opts.type} file (exit ${result.code}): ${result.stderr.trim()}`;
    throw new HttpError(422, MEDIA_UNREADABLE_DETAIL, {}, why);
  }
  const segments: string[] = [];
  let durationSeconds = 0;
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.wav')).sort()) {
    const segment = join(dir, name);
    const seconds = await wavSeconds(segment);
    if (seconds < MIN_SEGMENT_SECONDS) continue;
    segments.push(segment);
    durationSeconds += seconds;
  }
  if (segments.length === 0) throw new HttpError(422, MEDIA_SILENT_DETAIL);
  return { segments, durationSeconds };
}
