import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TranscribeConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { startLocalTranscriptionServer, type LocalTranscriptionServerOptions } from '../test/local-transcription-server';
import { extractSpeech } from './media';
import { makeToneWav } from '../test/files/fixtures';
import {
  createTranscriber,
  TRANSCRIPTION_FAILED_DETAIL,
  TRANSCRIPTION_REFUSED_DETAIL,
  TRANSCRIPTION_TIMEOUT_DETAIL,
} from './transcribe';

const KEY = 'sk-test-transcribe';

let dir: string;
/** Three 1-second pieces of 16 kHz mono speech audio, cut by ffmpeg from one 44.1 kHz stereo WAV of three tones. */
let pieces: string[];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inkwell-transcribe-'));
  const wav = join(dir, 'tones.wav');
  await writeFile(wav, makeToneWav({ tones: [{ hz: 300, seconds: 1 }, { hz: 600, seconds: 1 }, { hz: 900, seconds: 1 }], sampleRate: 44_100, channels: 2 }));
  pieces = (await extractSpeech(wav, { type: 'wav', outDir: dir, segmentSeconds: 1 })).segments;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(opts: LocalTranscriptionServerOptions = {}) {
  const server = await startLocalTranscriptionServer({ apiKey: KEY, ...opts });
  servers.push(server);
  return server;
}

function configFor(baseUrl: string, overrides: Partial<TranscribeConfig> = {}): TranscribeConfig {
  return { baseUrl, apiKey: KEY, model: 'whisper-1', timeoutMs: 30_000, ...overrides };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('createTranscriber', () => {
  it('sends each piece in order, with the bearer, model and json format, and joins the texts', async () => {
    const server = await serve();
    const text = await createTranscriber(configFor(server.baseUrl)).transcribe(pieces, {});
    // The server's "transcript" says what it heard: the three tones in the order they were recorded.
    const sentences = text.split(/(?<=\.) /);
    expect(sentences).toHaveLength(3);
    expect(sentences.map((s) => /A (\d+) hertz tone/.exec(s)?.[1])).toEqual(['300', '600', '900']);
    for (const sentence of sentences) expect(sentence).toMatch(/^A \d+ hertz tone for 1\.0 seconds at 16000 hertz mono\.$/);
    expect(server.received).toHaveLength(3);
    for (const [i, request] of server.received.entries()) {
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request).toMatchObject({ model: 'whisper-1', responseFormat: 'json', language: null, fileName: `speech-0000${i}.wav` });
      expect(request.audio).toMatchObject({ channels: 1, sampleRate: 16_000, bitsPerSample: 16 });
    }
  });

  it('sends no Authorization header to a service without a key (a self-hosted whisper server)', async () => {
    const server = await serve({ apiKey: undefined });
    const text = await createTranscriber(configFor(`${server.baseUrl}/`, { apiKey: undefined, model: 'base.en' })).transcribe(pieces.slice(0, 1), {});
    expect(text).toMatch(/^A 300 hertz tone/);
    expect(server.received[0]!.headers.authorization).toBeUndefined();
    expect(server.received[0]!.model).toBe('base.en');
  });

  it('answers 502 with a creator-safe detail when the key is refused, the reason in the log only, without retrying', async () => {
    const server = await serve();
    const err = await rejection(createTranscriber(configFor(server.baseUrl, { apiKey: 'sk-wrong' })).transcribe(pieces, {}));
    expect(err).toMatchObject({ statusCode: 502, detail: TRANSCRIPTION_REFUSED_DETAIL });
    expect(err.logDetail).toMatch(/refused the API key .* answered HTTP 401: .*Incorrect API key provided/);
    expect(err.detail).not.toMatch(/key|401|TRANSCRIBE/);
    expect(server.received).toHaveLength(1);
  });

  it('retries a 500 once, and answers 502 when the service fails twice', async () => {
    const server = await serve({ respond: () => ({ status: 500 }) });
    const err = await rejection(createTranscriber(configFor(server.baseUrl), { retryDelayMs: 10 }).transcribe(pieces, {}));
    expect(err).toMatchObject({ statusCode: 502, detail: TRANSCRIPTION_FAILED_DETAIL });
    expect(err.logDetail).toMatch(/answered HTTP 500: .*, twice$/);
    expect(server.received).toHaveLength(2);
  });

  it('goes on after one 500 or one 429 (waiting as Retry-After says)', async () => {
    const server = await serve({
      respond: (_request, index) =>
        index === 0 ? { status: 500 } : index === 2 ? { status: 429, headers: { 'retry-after': '0' } } : 'transcribe',
    });
    const text = await createTranscriber(configFor(server.baseUrl), { retryDelayMs: 10 }).transcribe(pieces.slice(0, 2), {});
    expect(text.match(/A (\d+) hertz/g)).toEqual(['A 300 hertz', 'A 600 hertz']);
    expect(server.received).toHaveLength(4);
  });

  it('does not retry what retrying cannot fix: a 400, a 413 over the service limit', async () => {
    let server = await serve({ respond: () => ({ status: 400, body: { error: { message: 'Invalid file format.' } } }) });
    let err = await rejection(createTranscriber(configFor(server.baseUrl)).transcribe(pieces, {}));
    expect(err).toMatchObject({ statusCode: 502, detail: TRANSCRIPTION_FAILED_DETAIL });
    expect(err.logDetail).toMatch(/HTTP 400: .*Invalid file format/);
    expect(server.received).toHaveLength(1);

    server = await serve({ maxBytes: 10_000 });
    err = await rejection(createTranscriber(configFor(server.baseUrl)).transcribe(pieces, {}));
    expect(err.statusCode).toBe(502);
    expect(err.logDetail).toMatch(/HTTP 413: .*Maximum content size limit \(10000\) exceeded/);
  });

  it('answers 502 when the service cannot be reached, after one retry', async () => {
    const server = await serve();
    await server.close();
    const err = await rejection(createTranscriber(configFor(server.baseUrl), { retryDelayMs: 10 }).transcribe(pieces, {}));
    expect(err).toMatchObject({ statusCode: 502, detail: TRANSCRIPTION_FAILED_DETAIL });
    expect(err.logDetail).toMatch(/could not be reached/);
  });

  it('answers 504 when the service does not answer within the configured time', async () => {
    const server = await serve({ respond: () => ({ hang: true }) });
    const err = await rejection(createTranscriber(configFor(server.baseUrl, { timeoutMs: 1_000 })).transcribe(pieces, {}));
    expect(err).toMatchObject({ statusCode: 504, detail: TRANSCRIPTION_TIMEOUT_DETAIL });
    expect(server.received).toHaveLength(1);
  });

  it('stops when the request is aborted, sending nothing more', async () => {
    const aborter = new AbortController();
    const server = await serve({
      respond: () => {
        aborter.abort(new Error('client gone'));
        return { hang: true };
      },
    });
    await expect(createTranscriber(configFor(server.baseUrl)).transcribe(pieces, { signal: aborter.signal })).rejects.toThrow('client gone');
    expect(server.received).toHaveLength(1);
  });
});

describe('the local transcription server', () => {
  it('answers verbose_json and text as OpenAI does, and 400 without a model', async () => {
    const server = await serve({ apiKey: undefined });
    const send = async (fields: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(makeToneWav({ tones: [{ hz: 440, seconds: 0.5 }], sampleRate: 16_000, channels: 1 }))]), 'a.wav');
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${server.baseUrl}/audio/transcriptions`, { method: 'POST', body: form });
    };
    const verbose = await send({ model: 'whisper-1', response_format: 'verbose_json', language: 'en' });
    expect(await verbose.json()).toEqual({
      task: 'transcribe',
      language: 'en',
      duration: 0.5,
      text: 'A 440 hertz tone for 0.5 seconds at 16000 hertz mono.',
      segments: [{ id: 0, start: 0, end: 0.5, text: 'A 440 hertz tone for 0.5 seconds at 16000 hertz mono.' }],
    });
    const plain = await send({ model: 'whisper-1', response_format: 'text' });
    expect(await plain.text()).toBe('A 440 hertz tone for 0.5 seconds at 16000 hertz mono.');
    expect((await send({})).status).toBe(400);
  });
});
