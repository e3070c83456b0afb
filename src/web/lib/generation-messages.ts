import { MESSAGES } from '../../contract/messages';
import { ApiError } from './api-error';

/** The generator's texts from docs/product/errors.md#generation (errors, copy) and docs/product/validation.md#humanizer (humanizer plan), written once. */
export const GENERATION_MESSAGES = {
  usageLimitExceeded: MESSAGES.usageLimitExceeded,
  timeout: MESSAGES.generationTimeout,
  serverError: MESSAGES.generationServerError,
  failed: MESSAGES.generationFailed,
  copied: MESSAGES.contentCopied,
  humanizerNeedsPlan: MESSAGES.humanizerNeedsPlan,
  /** "Use Humanized Version" showed the text, but the piece did not keep it as a version (the server's reason follows). */
  humanizedNotSaved: "The humanized version is shown, but we couldn't save it as a version of your draft.",
} as const;

/** The banner shows the 'Upgrade your plan' link when its message contains this (docs/product/screens.md#dashboard). */
export const USAGE_LIMIT_MARKER = 'Usage limit exceeded';

/** Thrown when the stream stays silent for too long; shown as the timeout message. */
export class GenerationTimeoutError extends Error {
  constructor() {
    super('The generation stopped answering');
    this.name = 'GenerationTimeoutError';
  }
}

function isTimeout(error: unknown): boolean {
  if (error instanceof GenerationTimeoutError) return true;
  // fetch rejects with a DOMException when its signal times out or is aborted.
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** docs/product/errors.md#generation: 403 the usage limit; timeout; 500; otherwise the server's detail, otherwise the fallback. */
export function generationErrorMessage(error: unknown): string {
  if (isTimeout(error)) return GENERATION_MESSAGES.timeout;
  if (error instanceof ApiError) {
    if (error.status === 403) return GENERATION_MESSAGES.usageLimitExceeded;
    if (error.status === 504 || error.status === 408) return GENERATION_MESSAGES.timeout;
    if (error.status === 500) return GENERATION_MESSAGES.serverError;
    if (error.detail) return error.detail;
  }
  return GENERATION_MESSAGES.failed;
}
