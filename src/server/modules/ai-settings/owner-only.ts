import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/rows';
import { HttpError } from '../../lib/http-error';
import { requireSession } from '../../plugins/session-auth';
import { AI_SETTINGS_MESSAGES } from './messages';

/**
 * The owner account is the one whose e-mail is OWNER_EMAIL and whose holder proved the address (it then
 * has lifetime access: docs/decisions/005-owner-account.md); someone who signed up with the address
 * first is not the owner until then. Everyone else is refused with 403.
 */
export function requireOwner(request: FastifyRequest, ownerEmail: string | undefined): UserRow {
  const { user } = requireSession(request);
  if (ownerEmail === undefined || user.email !== ownerEmail || !user.lifetime) throw new HttpError(403, AI_SETTINGS_MESSAGES.ownerOnly);
  return user;
}
