import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '../../test/fake-xhr';
import { storeSessionToken } from '../../test/render-app';
import { ApiError } from '../api-error';
import { apiUpload } from './upload';

function form() {
  const body = new FormData();
  body.append('file', new File(['hello'], 'note.txt', { type: 'text/plain' }));
  return body;
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

describe('apiUpload', () => {
  it('posts the form with the bearer and Accept, reports the upload, and streams the answer as it arrives', async () => {
    const xhr = installFakeXhr();
    storeSessionToken('upload-token');
    const progress: [number, number][] = [];
    const body = form();

    const answer = apiUpload('/content/summarize/file', {
      body,
      accept: 'text/event-stream',
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    const request = xhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/content/summarize/file');
    expect(request.requestHeaders.get('Accept')).toBe('text/event-stream');
    expect(request.requestHeaders.get('Authorization')).toBe('Bearer upload-token');
    expect(request.body).toBe(body);

    request.sendProgress(2, 5);
    request.sendProgress(5, 5);
    expect(progress).toEqual([
      [2, 5],
      [5, 5],
    ]);

    request.respond(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');

    const reader = response.body!.getReader();
    request.receive('event: stage\n');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: stage\n');
    request.receive('data: {"stage":"extracting"} é👋\n\n');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: {"stage":"extracting"} é👋\n\n');
    request.finish();
    expect((await reader.read()).done).toBe(true);
  });

  it("throws ApiError with the server's detail for an error answer", async () => {
    const xhr = installFakeXhr();
    const answer = apiUpload('/content/summarize/file', { body: form() });
    const request = xhr.requests[0]!;
    request.respond(413, { 'Content-Type': 'application/json' });
    request.receive('{"detail":"The file is larger than the 50 MB limit"}');
    request.finish();

    const error = await answer.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, detail: 'The file is larger than the 50 MB limit' });
  });

  it('throws a TypeError when the connection fails, like fetch', async () => {
    const xhr = installFakeXhr();
    const answer = apiUpload('/content/summarize/file', { body: form() });
    xhr.requests[0]!.failNetwork();
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });

  it("stops the request when the caller's signal aborts, before or after the answer began", async () => {
    const xhr = installFakeXhr();
    const before = new AbortController();
    const first = apiUpload('/content/summarize/file', { body: form(), signal: before.signal });
    before.abort(new DOMException('The page was left', 'AbortError'));
    await expect(first).rejects.toThrow('The page was left');
    expect(xhr.requests[0]!.aborted).toBe(true);

    const after = new AbortController();
    const second = apiUpload('/content/summarize/file', { body: form(), signal: after.signal });
    xhr.requests[1]!.respond(200, { 'Content-Type': 'text/event-stream' });
    const response = await second;
    xhr.requests[1]!.receive('event: stage\n');
    after.abort(new DOMException('The page was left', 'AbortError'));
    await expect(readAll(response.body!)).rejects.toThrow('The page was left');
    expect(xhr.requests[1]!.aborted).toBe(true);
  });

  it('stops receiving once the reader cancels the body', async () => {
    const xhr = installFakeXhr();
    const answer = apiUpload('/content/summarize/file', { body: form() });
    xhr.requests[0]!.respond(200, { 'Content-Type': 'text/event-stream' });
    const response = await answer;
    await response.body!.cancel();
    expect(xhr.requests[0]!.aborted).toBe(true);
  });
});
