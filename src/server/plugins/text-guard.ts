import type { FastifyInstance } from 'fastify';
import { findTextViolation } from '../../contract/text-rule';
import { HttpError } from '../lib/http-error';

/**
 * The shared text rule (contract/text-rule.ts) on every string of every request in this scope (path
 * parameters, query and parsed body) before any schema, handler, model call or write sees it. Routes
 * added later are covered without doing anything.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const violation =
      findTextViolation(request.params) ?? findTextViolation(request.query) ?? findTextViolation(request.body);
    if (violation) return done(new HttpError(422, `${violation.field} ${violation.problem}`));
    done();
  });
}
