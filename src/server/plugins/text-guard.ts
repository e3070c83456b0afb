import type { FastifyInstance } from 'fastify';
import { aboutField } from '../../contract/field-labels';
import { findTextViolation } from '../../contract/text-rule';
import { HttpError } from '../lib/http-error';
import { isApiRequest } from './api-path';

/**
 * The shared text rule (contract/text-rule.ts) on every string of every API request (path parameters,
 * query and parsed body) before any schema, handler, model call or write sees it. Routes added later,
 * by any module, are covered without doing anything. The refusal names the field in words (field-labels.ts).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiRequest(request)) return done();
    const violation =
      findTextViolation(request.params) ?? findTextViolation(request.query) ?? findTextViolation(request.body);
    if (violation) return done(new HttpError(422, aboutField(violation.field, violation.problem)));
    done();
  });
}
