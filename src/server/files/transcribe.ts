import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TranscribeConfig } from '../config';
import { HttpError } from '../lib/http-error';

/** Speech to text for the summarizer's recordings. */
export interface Transcriber {
  /**
   * The text of WAV pieces of one recording, transcribed one at a time in order and joined. `onSend`
   * is told the index of each piece just before it is sent: from then on the service may bill it.
   */
  transcribe(wavPaths: string[], opts: { signal?: AbortSignal; onSend?: (index: number) => void }): Promise<string>;
}

export interface TranscriberOptions {
  /** Wait before the one retry of a 429 or 5xx when the service sends no Retry-After. Default 2 s. */
  retryDelayMs?: number;
}

export const TRANSCRIPTION_FAILED_DETAIL = 'The transcription service could not transcribe this recording. Please try again later.';
export const TRANSCRIPTION_REFUSED_DETAIL = 'The transcription service is not available right now. Please try again later.';
export const TRANSCRIPTION_TIMEOUT_DETAIL = 'The transcription service took too long to answer. Please try again with a shorter recording.';

/** A Retry-After longer than this is not waited for: the creator is waiting too. */
const MAX_RETRY_AFTER_MS = 30_000;

class Retry {
  constructor(
    readonly reason: string,
    readonly afterMs: number | null,
  ) {}
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function parseJson(text: string): { text?: unknown } | null {
  try {
    return JSON.parse(text) as { text?: unknown } | null;
  } catch {
    return null;
  }
}

/** The start of an error body, for the log: enough to see the service's reason, never a whole page. */
async function bodySnippet(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * A client of an OpenAI-compatible `POST {baseUrl}/audio/transcriptions` (OpenAI, or a self-hosted
 * whisper server): multipart with the WAV streamed from disk, `model`, `response_format=json`, and the
 * bearer key when there is one. Each request has the configured deadline; 429, 5xx and a failed
 * connection are retried once, after Retry-After (up to 30 s) or a short pause. What the service said
 * goes to the log only: a refused key becomes "not available right now" (502) for the creator, who can do
 * nothing about it; a deadline missed is 504.
 */
export function createTranscriber(config: TranscribeConfig, options: TranscriberOptions = {}): Transcriber {
  const url = `${config.baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  const retryDelayMs = options.retryDelayMs ?? 2_000;

  async function attempt(path: string, signal: AbortSignal | undefined): Promise<string | Retry> {
    const deadline = AbortSignal.timeout(config.timeoutMs);
    const form = new FormData();
    form.append('file', await openAsBlob(path, { type: 'audio/wav' }), basename(path));
    form.append('model', config.model);
    form.append('response_format', 'json');
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        body: form,
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
      if (res.ok) {
        const body = parseJson(await res.text());
        if (typeof body?.text !== 'string') {
          throw new HttpError(502, TRANSCRIPTION_FAILED_DETAIL, {}, 'The transcription service answered without a text field');
        }
        return body.text.trim();
      }
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (signal?.aborted) throw signal.reason;
      if (deadline.aborted) {
        throw new HttpError(504, TRANSCRIPTION_TIMEOUT_DETAIL, {}, `The transcription service did not answer within ${config.timeoutMs} ms`);
      }
      return new Retry(`could not be reached: ${String(err)}`, null);
    }
    const reason = `answered HTTP ${res.status}: ${await bodySnippet(res)}`;
    if (res.status === 401 || res.status === 403) {
      const why = `The transcription service refused the API key (TRANSCRIBE_API_KEY or OPENAI_API_KEY); it ${reason}`;
      throw new HttpError(502, TRANSCRIPTION_REFUSED_DETAIL, {}, why);
    }
    if (res.status === 429 || res.status >= 500) return new Retry(reason, retryAfterMs(res.headers.get('retry-after')));
    throw new HttpError(502, TRANSCRIPTION_FAILED_DETAIL, {}, `The transcription service ${reason}`);
  }

  async function transcribeOne(path: string, signal: AbortSignal | undefined): Promise<string> {
    const first = await attempt(path, signal);
    if (!(first instanceof Retry)) return first;
    const waitMs = first.afterMs ?? retryDelayMs;
    if (waitMs > MAX_RETRY_AFTER_MS) {
      throw new HttpError(502, TRANSCRIPTION_FAILED_DETAIL, {}, `The transcription service ${first.reason} (asked to wait ${waitMs} ms)`);
    }
    await sleep(waitMs, undefined, { signal }).catch((err: unknown) => {
      throw signal?.aborted ? signal.reason : err;
    });
    const second = await attempt(path, signal);
    if (!(second instanceof Retry)) return second;
    throw new HttpError(502, TRANSCRIPTION_FAILED_DETAIL, {}, `The transcription service ${second.reason}, twice`);
  }

  return {
    async transcribe(wavPaths, opts) {
      const texts: string[] = [];
      for (const [index, path] of wavPaths.entries()) {
        opts.signal?.throwIfAborted();
        opts.onSend?.(index);
        const text = await transcribeOne(path, opts.signal);
        if (text) texts.push(text);
      }
      return texts.join(' ');
    },
  };
}
