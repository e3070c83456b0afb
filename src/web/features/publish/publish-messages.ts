/** docs/product/validation.md#publishing and docs/product/errors.md#publishing's publishing texts, character for character. */
export const PUBLISH_MESSAGES = {
  noPlatform: 'Please select at least one platform to publish to',
  noContent: 'No content to publish',
  /** SPEC's success text: only when at least one platform took the post. */
  published: (successful: number, total: number) => `Published to ${successful}/${total} platforms successfully!`,
  /** No platform took the post: an error, never 'Published to 0/n platforms successfully!'. */
  nothingPublished: "Nothing was published. Each platform's reason is below.",
  stillPublishing: (platforms: string) => `Still publishing to ${platforms}…`,
  keepsGoing: "You can close this dialog: publishing goes on, and the post's page shows how it ends.",
  /** Before the reasons a selected platform would refuse the post, beside the Publish button it keeps off. */
  blocked: 'Publish is off.',
  failed: 'Publishing failed. Please try again.',
  /** Schedule post / Add to queue: nothing was made. */
  scheduleFailed: 'The post could not be scheduled. Please try again.',
  scheduledFor: (when: string) => `Scheduled for ${when}.`,
  scheduledEach: (zone: string) => `Scheduled in your queue, each platform at its own time (${zone}):`,
  scheduled: 'Scheduled.',
  /** After the fill-in slots refusal, to the piece in the editor. */
  fillInEditor: 'Open it in the editor',
} as const;
