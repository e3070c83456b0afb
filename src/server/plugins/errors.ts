import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { aboutField, humanizeFieldMessage, oneOf } from '../../contract/field-labels';
import { MESSAGES } from '../../contract/messages';
import { HttpError } from '../lib/http-error';

interface ValidationIssue {
  instancePath: string;
  /** zod's issue code. */
  keyword?: string;
  message?: string;
  /** The rest of zod's issue: `expected`, `maximum`, `minimum`, `origin`, `values`, `keys`. */
  params?: Record<string, unknown>;
}

/** What a value of each type is, in words. */
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of named values',
};

/**
 * zod's own messages ("Invalid input: expected string, received number") neither name the field nor
 * read as a sentence: each is said again about the field, in words (field-labels.ts).
 */
function describeZodDefault(field: string, { keyword, message = '', params = {} }: ValidationIssue): string {
  const limit = (bound: unknown, origin: unknown, most: boolean) => {
    if (origin === 'string') return Number(bound) <= 1 && !most ? 'is required' : `must be ${most ? 'at most' : 'at least'} ${String(bound)} characters`;
    if (origin === 'array' || origin === 'set') return `${most ? 'may have at most' : 'must have at least'} ${String(bound)} entries`;
    return `must be ${most ? 'at most' : 'at least'} ${String(bound)}`;
  };
  switch (keyword) {
    case 'invalid_type':
      if (/received undefined/.test(message)) return aboutField(field, 'is required');
      return aboutField(field, `must be ${TYPE_WORDS[String(params.expected)] ?? 'given in another form'}`);
    case 'too_big':
      return aboutField(field, limit(params.maximum, params.origin, true));
    case 'too_small':
      return aboutField(field, limit(params.minimum, params.origin, false));
    case 'invalid_value':
      return Array.isArray(params.values) ? oneOf(field, params.values.map(String)) : aboutField(field, 'is not one of the choices');
    default:
      return aboutField(field, 'is not valid');
  }
}

/**
 * A readable detail from schema validation issues: every message is a sentence about the field, named
 * in words (field-labels.ts), never as the API spells it.
 */
function describeValidation(issues: ValidationIssue[], context: string): string {
  const parts = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params?.keys) ? issue.params.keys.map(String) : [];
      return `This request does not take ${keys.length === 1 ? 'the field' : 'the fields'} ${keys.map((k) => `"${k}"`).join(', ')}.`;
    }
    // A rule about the whole body ("send at least one field") says its own sentence.
    if (!field && issue.keyword === 'custom' && issue.message) return issue.message;
    if (!field) return context === 'body' ? 'Request body must be a JSON object' : `Invalid ${context}`;
    const text = issue.message ?? '';
    if (!text || /^(invalid|too|unrecognized|expected)/i.test(text)) return describeZodDefault(field, issue);
    return humanizeFieldMessage(field, text);
  });
  const distinct = [...new Set(parts)];
  // One message as it is (SPEC's texts have no full stop); several as sentences one after another.
  return distinct.length === 1 ? distinct[0]! : distinct.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
}

/** The detail for issues a route found with a contract schema itself (fields beside an upload), said as describeValidation says them. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return describeValidation(
    issues.map(({ path, code, message, ...params }) => ({ instancePath: `/${path.map(String).join('/')}`, keyword: code, message, params })),
    'body',
  );
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
