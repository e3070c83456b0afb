import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { GENERATION_MESSAGES, GenerationTimeoutError } from '../../lib/generation-messages';
import { humanizeErrorMessage } from './humanize-error-message';

const NEEDS_PLAN = 'AI Humanizer is available for Basic plan and higher. Please upgrade your subscription.';

describe('humanizeErrorMessage', () => {
  it("shows a 403's own detail: the plan or the quota", () => {
    expect(humanizeErrorMessage(new ApiError(403, NEEDS_PLAN))).toBe(NEEDS_PLAN);
    expect(humanizeErrorMessage(new ApiError(403, GENERATION_MESSAGES.usageLimitExceeded))).toBe(GENERATION_MESSAGES.usageLimitExceeded);
    expect(humanizeErrorMessage(new ApiError(403, null))).toBe(GENERATION_MESSAGES.usageLimitExceeded);
  });

  it("reads every other failure as docs/product/errors.md#generation's generation messages", () => {
    expect(humanizeErrorMessage(new ApiError(422, 'No content to humanize'))).toBe('No content to humanize');
    expect(humanizeErrorMessage(new ApiError(500, 'boom'))).toBe(GENERATION_MESSAGES.serverError);
    expect(humanizeErrorMessage(new GenerationTimeoutError())).toBe(GENERATION_MESSAGES.timeout);
    expect(humanizeErrorMessage(new TypeError('Failed to fetch'))).toBe(GENERATION_MESSAGES.failed);
  });
});
