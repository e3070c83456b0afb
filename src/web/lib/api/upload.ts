import { ApiError } from '../api-error';
import { readToken } from '../session-token';
import { API_BASE } from './client';
import { parseDetail } from './error-detail';
import type { ApiPathFor } from './paths';

type UploadOptions = {
  /** Sent as multipart/form-data. */
  body: FormData;
  /** The Accept header, e.g. `text/event-stream`. */
  accept?: string;
  signal?: AbortSignal;
  /** Called as the request body goes out: bytes sent of the total. */
  onUploadProgress?: (sent: number, total: number) => void;
};

/** XMLHttpRequest.HEADERS_RECEIVED, written out: the status and headers are known from this state on. */
const HEADERS_RECEIVED = 2;

/**
 * POSTs a form to the Inkwell API with XMLHttpRequest, because fetch reports nothing while a request
 * body is sent and a large file deserves a progress bar. Like apiFetch it answers the successful
 * Response (status and Content-Type) as soon as its headers arrive, its body a stream of what the
 * server has sent so far (read from `responseText` as it grows, so a server-sent event stream can be
 * read while it is written); an error answer throws ApiError with the server's detail. The path is
 * one of the API's POST routes (its multipart body is not in the document: the server reads the
 * form as a stream).
 */
export function apiUpload(path: ApiPathFor<'post'>, options: UploadOptions): Promise<Response> {
  const { body, accept = 'application/json', signal, onUploadProgress } = options;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('The upload was stopped', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const encoder = new TextEncoder();
    let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
    let streamOpen = false;
    let seen = 0;

    /** Hands the text received since the last call to the body stream. */
    const flush = () => {
      const text = xhr.responseText;
      if (!streamOpen || text.length <= seen) return;
      stream?.enqueue(encoder.encode(text.slice(seen)));
      seen = text.length;
    };
    const finish = () => signal?.removeEventListener('abort', abort);
    const fail = (error: unknown) => {
      finish();
      if (stream) {
        if (streamOpen) stream.error(error);
        streamOpen = false;
      } else {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const abort = () => xhr.abort();
    const ok = () => xhr.status >= 200 && xhr.status < 300;

    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', accept);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('readystatechange', () => {
      if (xhr.readyState !== HEADERS_RECEIVED || !ok()) return;
      const responseBody = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
          streamOpen = true;
        },
        // The reader has what it wanted (or gave up): stop receiving.
        cancel() {
          streamOpen = false;
          xhr.abort();
        },
      });
      resolve(new Response(responseBody, { status: xhr.status, headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? '' } }));
    });
    xhr.addEventListener('progress', flush);
    xhr.addEventListener('load', () => {
      finish();
      if (!ok()) {
        reject(new ApiError(xhr.status, parseDetail(xhr.responseText)));
        return;
      }
      flush();
      if (streamOpen) stream?.close();
      streamOpen = false;
    });
    // Like fetch: a request that never got an answer is a TypeError.
    xhr.addEventListener('error', () => fail(new TypeError('The upload failed: no answer from the server')));
    xhr.addEventListener('abort', () => fail(signal?.reason ?? new DOMException('The upload was stopped', 'AbortError')));

    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}
