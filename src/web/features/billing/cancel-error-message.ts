import { RESUME_MESSAGES } from '../../../contract/billing';
import { MESSAGES } from '../../../contract/messages';
import { ApiError } from '../../lib/api-error';

/**
 * docs/product/errors.md#checkout-and-cancellation for a failed cancellation: the server's detail when it gave one, 'Failed to cancel subscription'
 * when it answered without one, 'Failed to process cancellation request' when the request itself failed.
 */
export function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? MESSAGES.cancelFailed;
  return MESSAGES.cancelRequestFailed;
}

/** The same for a failed resume: the server's detail, else a sentence saying it failed. */
export function resumeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? RESUME_MESSAGES.failed;
  return RESUME_MESSAGES.requestFailed;
}
