/** An error answer of the API: its status and, when the body carried one, its `detail`. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  /** The answer's parsed JSON body, for refusals that say more than `detail` (a PostRefusal's reason per platform). */
  readonly body: unknown;

  constructor(status: number, detail: string | null, body?: unknown) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

/** The message to show for a failed call: the server's detail when present, else the fallback (docs/product/errors.md#error-bodies). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}
