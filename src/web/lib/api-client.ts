import { ApiError } from './api-error';
import { readToken } from './session-token';

export const API_BASE = '/api';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** The Accept header; JSON unless the caller reads another format (e.g. `text/event-stream`). */
  accept?: string;
};

/** The `detail` of an error answer's body, when it is JSON that carries one. */
export function parseDetail(text: string): string | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'detail' in parsed && typeof parsed.detail === 'string') {
      return parsed.detail;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, for instance): no detail to show.
  }
  return null;
}

async function readDetail(response: Response): Promise<string | null> {
  return parseDetail(await response.text().catch(() => ''));
}

/**
 * Sends a request to the Inkwell API with the stored bearer and answers the successful Response
 * unread, for callers that read a body other than JSON (a stream). An error answer throws ApiError.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
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

/** Calls the Inkwell API: JSON in and out, the stored bearer attached, errors thrown as ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
