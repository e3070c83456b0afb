import { ApiError } from '../../lib/api-error';
import { GENERATION_MESSAGES, generationErrorMessage } from '../../lib/generation-messages';

/**
 * docs/product/validation.md#humanizer and docs/product/errors.md#generation for the humanizer. A 403 is either the plan (Free has no humanizer) or the monthly
 * quota, and the server's detail says which, so it is shown as sent rather than mapped to the usage
 * limit like a generator's 403. Everything else reads as a generation's error.
 */
export function humanizeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return error.detail ?? GENERATION_MESSAGES.usageLimitExceeded;
  return generationErrorMessage(error);
}
