import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventStreamOf, formatEvent } from '../test/event-stream';
import { mockApi } from '../test/mock-api';
import { ApiError } from './api-error';
import { GenerationTimeoutError } from './generation-messages';
import { streamAnswer, streamCall } from './stream-call';

const Piece = z.object({ id: z.string(), content: z.string(), engine: z.literal('offline'), model: z.string() });
const done = { event: 'done' as const, data: { id: 'piece-1', content: 'Hello there', engine: 'offline' as const, model: 'inkwell-offline-composer' } };
const options = { parse: (data: unknown) => Piece.parse(data), textOf: (piece: z.infer<typeof Piece>) => piece.content };

describe('streamCall', () => {
  it('posts the body as JSON with the stored bearer, asks for a stream and gives the text as it grows', async () => {
    window.localStorage.setItem('token', 'session-token');
    const api = mockApi({
      'POST /api/content/humanize': {
        response: eventStreamOf([{ event: 'delta', data: { text: 'Hello' } }, { event: 'delta', data: { text: ' there' } }, done]),
      },
    });
    const texts: string[] = [];

    const piece = await streamCall('/content/humanize', { text: 'draft' }, { ...options, onText: (text) => texts.push(text) });

    expect(piece).toEqual(done.data);
    expect(texts).toEqual(['Hello', 'Hello there', 'Hello there']);
    const [call] = api.callsTo('POST', '/api/content/humanize');
    expect(call?.body).toEqual({ text: 'draft' });
    expect(call?.headers.get('Accept')).toBe('text/event-stream');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("throws ApiError with the server's detail for an answer refused before the stream opens", async () => {
    mockApi({ 'POST /api/content/humanize': { status: 403, body: { detail: 'Monthly limit reached' } } });
    const failure = await streamCall('/content/humanize', {}, options).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, detail: 'Monthly limit reached' });
  });

  it('throws ApiError with the status and detail of an error event', async () => {
    mockApi({
      'POST /api/content/humanize': {
        response: eventStreamOf([{ event: 'delta', data: { text: 'Half' } }, { event: 'error', data: { detail: 'The model failed', status: 502 } }]),
      },
    });
    await expect(streamCall('/content/humanize', {}, options)).rejects.toMatchObject({ name: 'ApiError', status: 502, detail: 'The model failed' });
  });

  it('stops a stream that stays silent and throws GenerationTimeoutError', async () => {
    // As a browser does: aborting the request fails the body being read.
    const send = (signal: AbortSignal) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(formatEvent({ event: 'delta', data: { text: 'Hel' } })));
          signal.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    };
    const texts: string[] = [];
    await expect(streamAnswer(send, { ...options, onText: (text) => texts.push(text), idleTimeoutMs: 50 })).rejects.toBeInstanceOf(GenerationTimeoutError);
    expect(texts).toEqual(['Hel']);
  });

  it("stops when the caller's signal aborts, with the caller's reason", async () => {
    const caller = new AbortController();
    const left = new DOMException('The page was left', 'AbortError');
    const failure = streamAnswer(
      (signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted fetch')));
        }),
      { ...options, signal: caller.signal },
    ).catch((error: unknown) => error);
    caller.abort(left);
    expect(await failure).toBe(left);
  });
});
