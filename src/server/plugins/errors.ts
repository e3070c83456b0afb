import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../contract/messages';
import { HttpError } from '../lib/http-error';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** A readable detail from schema validation issues; every message names its field. */
function describeValidation(issues: ValidationIssue[], context: string): string {
  const parts = issues.map(({ instancePath, message }) => {
    const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!field) return context === 'body' ? 'Request body must be a JSON object' : `Invalid ${context}`;
    const text = message ?? 'is invalid';
    // zod's own messages ("Invalid input: expected string…") do not name the field; ours do.
    return /^(invalid|too|unrecognized|expected)/i.test(text) ? `${field}: ${text}` : text;
  });
  return [...new Set(parts)].join('; ');
}

const CLIENT_ERROR_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

/** Every error becomes {detail}; a 5xx never shows internals (docs/conventions.md#server: 5xx hides internals). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.logDetail) request.log.warn({ reqId: request.id, status: error.statusCode }, error.logDetail);
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      return reply.code(422).send({ detail: describeValidation(error.validation, context) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        CLIENT_ERROR_DETAILS[error.code] ??
        (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ? 'Invalid Content-Length' : undefined) ??
        (error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message);
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send({ detail: MESSAGES.serverError });
  });
}

export function apiNotFound(reply: { code(n: number): { send(b: unknown): unknown } }) {
  return reply.code(404).send({ detail: MESSAGES.notFound });
}

/**
 * Errors Fastify meets before routing (a malformed %-escape, a path parameter over the length cap),
 * answered like every other error: {detail}, no cache.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .header('cache-control', 'no-store')
    .send({ detail: tooLong ? 'The URL is too long' : 'The URL is not valid: it has a malformed %-escape' });
}
