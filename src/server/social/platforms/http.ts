import { classifyHttpFailure, SocialError, type SocialFailureKind } from '../errors';

/** A platform's answer that was not a success, as a client's `explain` reads it. */
export interface HttpFailure {
  status: number;
  /** The body parsed as JSON, or its text when it was not JSON (at most 64 KB of it). */
  body: unknown;
  headers: Headers;
}

/**
 * What a client knows about a failure: the plain words for the creator and, when the platform's code
 * says more than its HTTP status (Meta answers an expired token with 400, Google a used-up quota with
 * 403), the kind. Without a kind the shared classifier decides from the status.
 */
export interface FailureExplanation {
  message: string;
  kind?: SocialFailureKind;
  /** When the platform says it elsewhere than in `Retry-After` (X's `x-rate-limit-reset`). */
  retryAfterSeconds?: number;
}

export type ExplainFailure = (failure: HttpFailure) => FailureExplanation | undefined;

export interface CallOptions {
  /** Milliseconds this one call may take (PlatformCredentials.timeoutMs). */
  timeoutMs: number;
  /** The caller's signal (the publish request going away). */
  signal?: AbortSignal;
  explain?: ExplainFailure;
}

const MAX_ERROR_BODY = 64 * 1024;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a URL points at this machine: only there (the tests' local servers) is plain HTTP allowed. */
export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.');
}

/** Tokens travel over HTTPS only; plain HTTP is accepted for loopback addresses (tests) alone. */
export function assertSecureUrl(url: URL): void {
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) return;
  throw new SocialError('invalid', 'Inkwell only talks to social platforms over HTTPS.');
}

/** The call's signal: its own timeout combined with the caller's signal. */
export function callSignal(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

/**
 * The time a call that carries media bytes may take: the usual timeout plus a second for every MB,
 * so that a large video is not cut off by a timeout meant for small JSON calls.
 */
export function uploadTimeoutMs(timeoutMs: number, bytes: number): number {
  return timeoutMs + Math.ceil(bytes / 1_000_000) * 1000;
}

/** `Retry-After` as seconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A thrown fetch failure as a SocialError. The caller's own abort is passed on as it is (nobody is
 * waiting for an answer any more); a timeout or a network failure is worth another try.
 */
export function networkFailure(err: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason;
  if (err instanceof SocialError) return err;
  // Only the error's name travels on: undici's messages can carry request details.
  const name = err instanceof Error ? err.name : 'Error';
  return classifyHttpFailure({ cause: { name } });
}

/** Reads at most 64 KB of a failed answer, as JSON when it is JSON. */
export async function readFailureBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = (await response.text()).slice(0, MAX_ERROR_BODY);
  } catch {
    return '';
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A failed answer as a SocialError, through the client's explanation and then the shared classifier. */
export async function httpFailure(response: Response, explain?: ExplainFailure): Promise<SocialError> {
  const failure: HttpFailure = { status: response.status, body: await readFailureBody(response), headers: response.headers };
  const explanation = explain?.(failure);
  const retryAfterSeconds = explanation?.retryAfterSeconds ?? parseRetryAfter(response.headers.get('retry-after'));
  // The platform's own code, never its words, goes along for the logs.
  const cause = { status: response.status, code: platformCode(failure.body) };
  if (explanation?.kind) {
    return new SocialError(explanation.kind, explanation.message, { status: response.status, retryAfterSeconds, cause });
  }
  return classifyHttpFailure({ status: response.status, retryAfterSeconds, invalidMessage: explanation?.message, cause });
}

/** A short machine code from a platform's error body, when it has one (for logs only). */
function platformCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const nested = typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : undefined;
  const code = nested?.code ?? record.error ?? record.code ?? record.serviceErrorCode ?? record.title;
  return typeof code === 'string' || typeof code === 'number' ? String(code).slice(0, 80) : undefined;
}

/**
 * One call to a platform: HTTPS only (loopback excepted), a timeout combined with the caller's signal,
 * and every failure thrown as a SocialError (a 2xx answer is returned as it is).
 */
export async function platformFetch(url: string | URL, init: RequestInit, opts: CallOptions): Promise<Response> {
  const target = new URL(url);
  assertSecureUrl(target);
  let response: Response;
  try {
    response = await fetch(target, { ...init, signal: callSignal(opts.timeoutMs, opts.signal) });
  } catch (err) {
    throw networkFailure(err, opts.signal);
  }
  if (!response.ok) throw await httpFailure(response, opts.explain);
  return response;
}

/** A success answer whose headers say all (an upload, LinkedIn's new post): its body is let go. */
export async function headersOf(response: Response): Promise<Headers> {
  await response.body?.cancel().catch(() => undefined);
  return response.headers;
}

/** A success answer's JSON body; an answer Inkwell cannot read is the platform's fault (retry). */
export async function readJson(response: Response): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (err) {
    throw new SocialError('retry', UNREADABLE, { status: response.status, cause: { name: err instanceof Error ? err.name : 'Error' } });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SocialError('retry', UNREADABLE, { status: response.status });
  return body as Record<string, unknown>;
}

const UNREADABLE = 'The platform answered in a way Inkwell did not understand. Try again in a few minutes.';

/** A platform answer that lacks what Inkwell needs from it (an id, a URL): not the creator's doing. */
export function unexpectedAnswer(): SocialError {
  return new SocialError('retry', UNREADABLE);
}

/** Calls `platformFetch` and reads the JSON answer. */
export async function fetchJson(url: string | URL, init: RequestInit, opts: CallOptions): Promise<Record<string, unknown>> {
  return readJson(await platformFetch(url, init, opts));
}

/** A string field of a JSON object, or undefined. */
export function stringField(record: unknown, key: string): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** A nested object field of a JSON object, or undefined. */
export function objectField(record: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** An array field of a JSON object, or an empty array. */
export function arrayField(record: unknown, key: string): unknown[] {
  if (typeof record !== 'object' || record === null) return [];
  const value = (record as Record<string, unknown>)[key];
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** Joins a platform's API base (overridable for tests) and a path. */
export function apiUrl(base: string, path: string, query?: Record<string, string>): URL {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url;
}

/** `Authorization: Bearer` plus any other headers. */
export function bearer(accessToken: string, headers: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${accessToken}`, ...headers };
}
