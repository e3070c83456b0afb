/** docs/product/validation.md#publishing and docs/product/errors.md#publishing's publishing texts, character for character. */
export const PUBLISH_MESSAGES = {
  noPlatform: 'Please select at least one platform to publish to',
  noContent: 'No content to publish',
  published: (successful: number, total: number) => `Published to ${successful}/${total} platforms successfully!`,
  failed: 'Publishing failed. Please try again.',
} as const;
