import { vi } from 'vitest';
import { makeConfig, makePlans } from './fixtures';

export type MockRequest = { method: string; url: URL; headers: Headers; body: unknown };
/** A JSON body, a text body, or a whole Response (e.g. a stream of server-sent events). */
export type MockReply = { status?: number; body?: unknown; text?: string; response?: Response };
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

function toResponse(reply: MockReply): Response {
  if (reply.response) return reply.response;
  const status = reply.status ?? 200;
  if (reply.text !== undefined) return new Response(reply.text, { status, headers: { 'Content-Type': 'text/html' } });
  return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers the public endpoints every page may call. */
export function publicRoutes(): Record<string, MockHandler> {
  return {
    'GET /api/config': { body: makeConfig() },
    'GET /api/plans': { body: { plans: makePlans() } },
  };
}

/** What a fetch call sent: a URL and its init, or one Request that carries everything (the typed API client's way). */
async function readRequest(input: RequestInfo | URL, init: RequestInit): Promise<MockRequest> {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://localhost');
  if (input instanceof Request) {
    const text = await input.clone().text();
    return { method: input.method.toUpperCase(), url, headers: new Headers(input.headers), body: text ? (JSON.parse(text) as unknown) : undefined };
  }
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { method: (init.method ?? 'GET').toUpperCase(), url, headers: new Headers(init.headers), body };
}

/**
 * Replaces fetch with a router over "METHOD /path" (or "METHOD https://host/path") keys.
 * Unknown calls answer 404 {detail}; every call is recorded in `requests`.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = await readRequest(input, init);
    requests.push(request);
    const { method, url } = request;
    const handler = routes[`${method} ${url.pathname}`] ?? routes[`${method} ${url.origin}${url.pathname}`];
    if (!handler) return toResponse({ status: 404, body: { detail: 'Not found' } });
    return toResponse(typeof handler === 'function' ? await handler(request) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    callsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.url.pathname === path),
  };
}

/** A promise to resolve by hand, for holding a response open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
