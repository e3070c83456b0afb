/**
 * An error whose message is safe to show the client, answered as {detail} with its status.
 * `logDetail` is for the operator only: the log gets it, the client never does (e.g. that the AI
 * provider refused the configured key, which a creator can do nothing about).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly logDetail?: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
