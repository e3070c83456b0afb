import { APICallError, RetryError } from 'ai';
import type { AiConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { createTextModel } from './create-text-model';

/** The longest a Test connection call may take (docs/product/ai-settings.md#test-connection). */
export const PROBE_DEADLINE_MS = 20_000;

/** What one short call to a model showed: whether it answered, how fast, and why not in plain words. */
export interface ProbeResult {
  ok: boolean;
  latencyMs: number;
  /** The first words of the answer, when there was one. */
  reply: string | null;
  error: string | null;
}

const PUBLIC_BASE_URLS: Record<'openai' | 'anthropic', string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
};

/** Socket and name-lookup failures that mean nothing answered at the address. */
const NOTHING_ANSWERED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);
const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/;

function hostOf(ai: AiConfig): string {
  const base = ai.baseUrl || PUBLIC_BASE_URLS[ai.provider as 'openai' | 'anthropic'] || '';
  try {
    return new URL(base).host;
  } catch {
    return base;
  }
}

/** The first system error code (ECONNREFUSED…) down an error's chain of causes. */
function codeIn(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The upstream's own words about a failure (`{"error":{"message":…}}`, a plain text), short and on one line. */
function reasonIn(body: string | undefined): string {
  if (!body) return '';
  let text = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string') text = message;
  } catch {
    // not JSON: the text as it came
  }
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** Why the call failed, as the owner reads it on the settings page. */
export function describeProbeFailure(err: unknown, ai: AiConfig, deadlineMs: number): string {
  const host = hostOf(ai);
  if (err instanceof HttpError && err.statusCode === 504) return `Nothing came back from ${host} within ${Number((deadlineMs / 1000).toFixed(1))} s.`;
  const upstream = err instanceof HttpError ? err.cause : err;
  const call = upstream instanceof RetryError ? upstream.lastError : upstream;
  if (APICallError.isInstance(call) && call.statusCode) {
    const status = call.statusCode;
    if (status === 401 || status === 403) return 'The server refused the API key.';
    if (status === 404) {
      return /model/i.test(call.responseBody ?? '')
        ? `The server has no model named “${ai.model}”.`
        : `Nothing was found at ${call.url} (HTTP 404): check the base URL, which usually ends in /v1.`;
    }
    if (status === 429) return 'The server is limiting requests (HTTP 429). Try again in a minute.';
    const reason = reasonIn(call.responseBody);
    return `The server answered HTTP ${status}${reason ? `: ${reason}` : ''}${/[.!?…]$/.test(reason) ? '' : '.'}`;
  }
  const code = codeIn(call);
  if (code && NOTHING_ANSWERED.has(code)) return `Nothing answered at ${host}.`;
  if (code && CERTIFICATE.test(code)) return `The certificate of ${host} could not be verified.`;
  const message = call instanceof Error ? reasonIn(call.message) : '';
  return `The call to ${host} failed${message ? `: ${message}` : ''}${/[.!?…]$/.test(message) ? '' : '.'}`;
}

/**
 * One short call to the model the settings describe: a tiny prompt, a few tokens, no retry, a 20 s
 * deadline (or the shorter AI_TIMEOUT_MS). Never throws: a failure is said in `error`.
 */
export async function probeModel(ai: AiConfig, now: () => number = () => performance.now()): Promise<ProbeResult> {
  const deadlineMs = Math.min(PROBE_DEADLINE_MS, ai.timeoutMs);
  const started = now();
  const latency = () => Math.max(0, Math.round(now() - started));
  try {
    const model = createTextModel({ ...ai, timeoutMs: deadlineMs, maxRetries: 0 });
    if (!model) return { ok: false, latencyMs: 0, reply: null, error: 'Choose a provider to test.' };
    const text = await model.generate({
      system: 'You check that a connection works. Answer with one word.',
      prompt: 'Reply with the word OK.',
      maxOutputTokens: 16,
    });
    const reply = text.replace(/\s+/g, ' ').trim();
    return { ok: true, latencyMs: latency(), reply: reply ? reply.slice(0, 80) : null, error: null };
  } catch (err) {
    return { ok: false, latencyMs: latency(), reply: null, error: describeProbeFailure(err, ai, deadlineMs) };
  }
}
