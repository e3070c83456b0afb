import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { GENERATION_MESSAGES, GenerationTimeoutError, generationErrorMessage } from './generation-messages';

describe('generationErrorMessage (docs/product/errors.md#generation)', () => {
  it('maps 403 to the usage limit text, whatever the detail', () => {
    expect(generationErrorMessage(new ApiError(403, 'Something else'))).toBe(
      'Usage limit exceeded. Please upgrade your plan to continue.',
    );
  });

  it('maps 504, an abort and the idle timeout to the timeout text', () => {
    expect(generationErrorMessage(new ApiError(504, 'The AI model did not answer in time'))).toBe(GENERATION_MESSAGES.timeout);
    expect(generationErrorMessage(new DOMException('timed out', 'TimeoutError'))).toBe(GENERATION_MESSAGES.timeout);
    expect(generationErrorMessage(new DOMException('aborted', 'AbortError'))).toBe(GENERATION_MESSAGES.timeout);
    expect(generationErrorMessage(new GenerationTimeoutError())).toBe(GENERATION_MESSAGES.timeout);
  });

  it('maps 500 to the server error text', () => {
    expect(generationErrorMessage(new ApiError(500, 'Internal server error'))).toBe(
      'Server error occurred. Please try again in a few moments.',
    );
  });

  it("shows the server's detail for other errors, else the fallback", () => {
    expect(generationErrorMessage(new ApiError(422, 'topic is required'))).toBe('topic is required');
    expect(generationErrorMessage(new ApiError(502, null))).toBe('An error occurred while generating content. Please try again.');
    expect(generationErrorMessage(new TypeError('Failed to fetch'))).toBe(GENERATION_MESSAGES.failed);
  });
});
