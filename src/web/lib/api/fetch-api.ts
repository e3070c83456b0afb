import { ApiError } from '../api-error';
import { readToken } from '../session-token';
import { API_BASE } from './client';
import { readDetail } from './error-detail';
import type { ApiPath } from './paths';

/** A route of the API, with a query string when it takes one. */
export type ApiUrl = ApiPath | `${ApiPath}?${string}`;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** The Accept header; JSON unless the caller reads another format (e.g. `text/event-stream`). */
  accept?: string;
};

/**
 * Sends a request to the Inkwell API with the stored bearer and answers the successful Response
 * unread, for callers that read a body other than JSON (a stream). An error answer throws ApiError.
 * Only the route is checked against the API's document, not the body: the generator's and the
 * humanizer's streams use it until they move to `api` (client.ts), which checks both.
 */
export async function apiFetch(path: ApiUrl, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({ Accept: options.accept ?? 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (!response.ok) throw new ApiError(response.status, await readDetail(response));
  return response;
}
