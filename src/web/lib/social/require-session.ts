import { ApiError } from '../api-error';
import { readToken } from '../session-token';

/**
 * Thrown before a call when no session token is stored: the call would only be refused. A 401 that
 * was never sent, so that nothing retries it.
 */
export class SessionMissingError extends ApiError {
  constructor() {
    super(401, null);
    this.name = 'SessionMissingError';
  }
}

/** Fails at once, without a request, when no session token is stored (docs/product/errors.md#social-accounts 'Authentication required'). */
export function requireSession(): void {
  if (!readToken()) throw new SessionMissingError();
}
