import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { requireSession } from '../../plugins/session-auth';
import { enforce } from '../../rate-limit/rate-limits';

/** "in 12 minutes", "in 1 minute": how long until a refused creator may upload again. */
function waitPhrase(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The preHandler of POST /api/social/media: each creator may upload the configured number of files per
 * window (on every instance, through the shared rate-limit store), counted before the file is read.
 */
export function mediaUploadLimit(app: FastifyInstance) {
  const rule = app.config.rateLimits.mediaUploadPerUser;
  const limits = [app.limit('media-upload:user', rule, (req) => requireSession(req).user.id)];
  const perWindow = rule.windowMs === 3_600_000 ? 'an hour' : `every ${Math.round(rule.windowMs / 60_000)} minutes`;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await enforce(req, reply, limits);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 429) throw err;
      const wait = waitPhrase(Number(err.headers['retry-after'] ?? 60));
      throw new HttpError(429, `You can upload up to ${rule.max} files ${perWindow}. Please try again ${wait}.`, err.headers);
    }
  };
}
