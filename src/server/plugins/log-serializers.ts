import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Log serializers that keep creators' data out of the log. A failed SQL query's error carries its
 * parameters (a whole draft, a user id, a token hash): only the query's text and the database's own
 * message are kept. A request is logged with its path and the names of its query parameters, never
 * their values (a reset link's token, an OAuth code).
 */
const stdErr = pino.stdSerializers.err;

interface QueryError extends Error {
  query?: unknown;
  params?: unknown;
}

function scrub(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const queryError = err as QueryError;
  if ('params' in queryError && typeof queryError.query === 'string') {
    const cause = scrub(queryError.cause, depth + 1);
    const safe = new Error(`Failed query: ${queryError.query}`, { cause }) as QueryError;
    safe.name = err.name;
    safe.stack = `${safe.name}: ${safe.message}\n${(err.stack ?? '').split('\n').slice(2).join('\n')}`;
    // The database's own fields (SQLSTATE code, constraint…) live on the driver's error, the cause.
    const source = (queryError.cause ?? err) as unknown as Record<string, unknown>;
    for (const key of ['code', 'severity', 'constraint', 'table', 'column'] as const) {
      const value = source[key];
      if (typeof value === 'string') (safe as unknown as Record<string, unknown>)[key] = value;
    }
    return safe;
  }
  if (err.cause instanceof Error) {
    const cause = scrub(err.cause, depth + 1);
    if (cause !== err.cause) {
      const copy = Object.assign(Object.create(Object.getPrototypeOf(err) as object) as Error, err, { cause });
      copy.message = err.message;
      copy.stack = err.stack;
      return copy;
    }
  }
  return err;
}

/** A request URL for the log: the path, and the query's parameter names with their values hidden. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const names = new URLSearchParams(url.slice(q + 1)).keys();
  return `${url.slice(0, q)}?${[...new Set(names)].map((n) => `${n}=…`).join('&')}`;
}

export const logSerializers: NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>>['serializers'] = {
  err: (err: Error) => stdErr(scrub(err) as Error),
  req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
    method: req.method,
    url: loggableUrl(req.url),
    remoteAddress: req.ip,
  }),
};
