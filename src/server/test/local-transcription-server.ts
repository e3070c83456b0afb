import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWavHeader, type WavInfo } from '../files/wav';

/** What the server heard in one request's audio. */
export interface HeardAudio extends WavInfo {
  /** The tone's frequency (zero crossings per second / 2), rounded to 10 Hz; 0 for silence. */
  toneHz: number;
}

export interface ReceivedTranscription {
  headers: IncomingMessage['headers'];
  model: string | null;
  responseFormat: string;
  language: string | null;
  fileName: string | null;
  fileBytes: number;
  /** The audio's format and content when it was a PCM WAV, else null. */
  audio: HeardAudio | null;
}

/** What the server does with one request: transcribe (the default), answer a status, or never answer. */
export type TranscriptionReply = 'transcribe' | { status: number; body?: unknown; headers?: Record<string, string> } | { hang: true };

export interface LocalTranscriptionServerOptions {
  /** When set, requests without `Authorization: Bearer <apiKey>` are answered 401, as OpenAI does. */
  apiKey?: string;
  /** Request bodies over this many bytes are answered 413 (OpenAI: 25 MB). Default 25 MB. */
  maxBytes?: number;
  respond?: (request: ReceivedTranscription, index: number) => TranscriptionReply;
}

const openAiError = (message: string, type: string) => ({ error: { message, type, param: null, code: null } });

/**
 * The frequency of the tone in 16-bit PCM (first channel): its upward zero crossings in the middle half
 * of the audio, so that a few milliseconds of the next tone at a piece's edges do not count.
 */
function hear(samples: Uint8Array, wav: WavInfo): HeardAudio {
  if (wav.bitsPerSample !== 16 || wav.dataBytes === 0) return { ...wav, toneHz: 0 };
  const view = new DataView(samples.buffer, samples.byteOffset + wav.dataOffset, Math.min(wav.dataBytes, samples.byteLength - wav.dataOffset));
  const frameBytes = 2 * wav.channels;
  const frames = Math.floor(view.byteLength / frameBytes);
  const from = Math.floor(frames / 4);
  const to = Math.floor((frames * 3) / 4);
  let crossings = 0;
  let loud = 0;
  let previous = view.getInt16(from * frameBytes, true);
  for (let frame = from + 1; frame < to; frame++) {
    const sample = view.getInt16(frame * frameBytes, true);
    if (Math.abs(sample) > 300) loud++;
    if (previous < 0 && sample >= 0) crossings++;
    previous = sample;
  }
  // Mostly quiet: no tone to speak of.
  if (loud < (to - from) / 4) return { ...wav, toneHz: 0 };
  return { ...wav, toneHz: Math.round((crossings * wav.sampleRate) / (to - from) / 10) * 10 };
}

/** The deterministic "transcript" of audio: what it is, so a test can tell which piece was sent when. */
export function describeAudio(audio: HeardAudio): string {
  if (audio.toneHz === 0) return '';
  const seconds = audio.durationSeconds.toFixed(1);
  const layout = audio.channels === 1 ? 'mono' : `${audio.channels} channels`;
  return `A ${audio.toneHz} hertz tone for ${seconds} seconds at ${audio.sampleRate} hertz ${layout}.`;
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even past the limit, so that the client hears the 413 instead of a reset connection.
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return { body: Buffer.concat(chunks), tooLarge: size > maxBytes };
}

/**
 * A local server speaking OpenAI's `POST /v1/audio/transcriptions`: multipart with `file`, `model`,
 * `response_format` (json → {text}; verbose_json → {task, language, duration, text, segments}; text →
 * the text alone) and optional `language`; 401 without the expected bearer; 413 over its size limit;
 * 400 without a file or model. Its transcript is derived from the WAV it received (its length, sample
 * rate, channels and the frequency of its tone), so tests can prove which audio was sent, and in what
 * order. `respond` scripts other answers per request.
 */
export async function startLocalTranscriptionServer(opts: LocalTranscriptionServerOptions = {}) {
  const maxBytes = opts.maxBytes ?? 25 * 1024 * 1024;
  const received: ReceivedTranscription[] = [];
  const server = createServer(async (req, res) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const { body, tooLarge } = await readBody(req, maxBytes);
    if (req.method !== 'POST' || path !== '/v1/audio/transcriptions') return json(404, openAiError('Not found', 'invalid_request_error'));
    const request: ReceivedTranscription = {
      headers: req.headers,
      model: null,
      responseFormat: 'json',
      language: null,
      fileName: null,
      fileBytes: 0,
      audio: null,
    };
    received.push(request);
    if (tooLarge) return json(413, openAiError(`Maximum content size limit (${maxBytes}) exceeded.`, 'invalid_request_error'));

    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    } catch {
      return json(400, openAiError('Could not parse multipart form', 'invalid_request_error'));
    }
    const file = form.get('file');
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
    const wav = bytes ? parseWavHeader(bytes, bytes.byteLength) : null;
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    Object.assign(request, {
      model: field('model'),
      responseFormat: field('response_format') ?? 'json',
      language: field('language'),
      fileName: file instanceof File ? file.name : null,
      fileBytes: bytes?.byteLength ?? 0,
      audio: bytes && wav ? hear(bytes, wav) : null,
    });
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      return json(401, openAiError('Incorrect API key provided.', 'invalid_request_error'));
    }
    const reply = opts.respond?.(request, received.length - 1) ?? 'transcribe';
    if (typeof reply === 'object' && 'hang' in reply) return; // never answers: the client's deadline must end it
    if (typeof reply === 'object') return json(reply.status, reply.body ?? openAiError(`HTTP ${reply.status}`, 'server_error'), reply.headers);

    if (!bytes) return json(400, openAiError("Missing required parameter: 'file'.", 'invalid_request_error'));
    if (!request.model) return json(400, openAiError('you must provide a model parameter', 'invalid_request_error'));
    if (!request.audio) return json(400, openAiError('Invalid file format. This server reads PCM WAV.', 'invalid_request_error'));
    const text = describeAudio(request.audio);
    switch (request.responseFormat) {
      case 'text':
        return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
      case 'verbose_json':
        return json(200, {
          task: 'transcribe',
          language: request.language ?? 'english',
          duration: request.audio.durationSeconds,
          text,
          segments: text ? [{ id: 0, start: 0, end: request.audio.durationSeconds, text }] : [],
        });
      default:
        return json(200, { text });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
