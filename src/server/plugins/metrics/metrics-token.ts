import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** What a scrape without the right token is told (the one text of /metrics). */
export const METRICS_REFUSED = 'A valid metrics token is required: send it as Authorization: Bearer <METRICS_TOKEN>.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. Compared as SHA-256 digests, which have
 * the same length whatever was sent, in constant time: the answer's timing tells nothing of the token.
 */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(token));
}
