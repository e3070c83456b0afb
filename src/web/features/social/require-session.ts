import { readToken } from '../../lib/session-token';
import { SessionMissingError } from './social-messages';

/** Fails at once, without a request, when no session token is stored (docs/product/errors.md#social-accounts 'Authentication required'). */
export function requireSession(): void {
  if (!readToken()) throw new SessionMissingError();
}
