import { APICallError, generateText, RetryError, streamText, type LanguageModel } from 'ai';
import type { AiEngineName } from '../../../contract/content';
import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../../lib/http-error';
import type { TextModel, TextRequest } from '../text-model';

export const TIMEOUT_DETAIL = MESSAGES.generationTimeout;

export interface SdkTextModelOptions {
  engine: Exclude<AiEngineName, 'offline'>;
  modelId: string;
  model: LanguageModel;
  timeoutMs: number;
  /** Retries with exponential backoff on 429 and 5xx (the AI SDK honours retry-after headers). */
  maxRetries: number;
}

class TimedOut extends Error {}

const RATE_LIMITED = 'the AI provider is rate limiting requests';

function describeUpstream(err: unknown): string {
  const cause = err instanceof RetryError ? err.lastError : err;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 401 || cause.statusCode === 403) return 'the AI provider refused the API key';
    if (cause.statusCode === 429) return RATE_LIMITED;
    if (cause.statusCode) return `the AI provider answered HTTP ${cause.statusCode}`;
    return 'the AI provider could not be reached';
  }
  return 'the AI provider failed';
}

/** A TextModel through the Vercel AI SDK: deadline, retries, and errors mapped for docs/product/errors.md. */
export class SdkTextModel implements TextModel {
  readonly engine;
  readonly model;

  constructor(private readonly opts: SdkTextModelOptions) {
    this.engine = opts.engine;
    this.model = opts.modelId;
  }

  private deadline(signal: AbortSignal | undefined) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimedOut()), this.opts.timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    return {
      signal: controller.signal,
      timedOut: () => controller.signal.reason instanceof TimedOut,
      clear: () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      },
    };
  }

  private fail(err: unknown, timedOut: boolean): never {
    if (timedOut) throw new HttpError(504, TIMEOUT_DETAIL);
    if (err instanceof HttpError) throw err;
    // The reason (a refused key, an HTTP status) is the operator's business: it goes to the log.
    const reason = describeUpstream(err);
    const detail = reason === RATE_LIMITED ? MESSAGES.aiBusy : MESSAGES.generationServerError;
    const failure = new HttpError(502, detail, {}, `The AI model failed to answer: ${reason}`);
    // Kept for the owner's Test connection (probe-model.ts), which says the upstream reason in words.
    failure.cause = err;
    throw failure;
  }

  async *stream(request: TextRequest): AsyncIterable<string> {
    const deadline = this.deadline(request.signal);
    try {
      const result = streamText({
        model: this.opts.model,
        system: request.system,
        prompt: request.prompt,
        maxOutputTokens: request.maxOutputTokens,
        maxRetries: this.opts.maxRetries,
        abortSignal: deadline.signal,
        // Errors arrive as 'error' parts below; the SDK's default would also print them.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (part.text) yield part.text;
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          throw deadline.signal.reason ?? new Error('aborted');
        }
      }
    } catch (err) {
      this.fail(err, deadline.timedOut());
    } finally {
      deadline.clear();
    }
  }

  async generate(request: TextRequest): Promise<string> {
    const deadline = this.deadline(request.signal);
    try {
      const result = await generateText({
        model: this.opts.model,
        system: request.system,
        prompt: request.prompt,
        maxOutputTokens: request.maxOutputTokens,
        maxRetries: this.opts.maxRetries,
        abortSignal: deadline.signal,
      });
      return result.text;
    } catch (err) {
      this.fail(err, deadline.timedOut());
    } finally {
      deadline.clear();
    }
  }
}
