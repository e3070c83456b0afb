import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from '../api-error';
import { readToken } from '../session-token';
import { readError } from './error-detail';
import type { paths } from './schema';

/** Where the API lives, on the app's own origin; the generated paths are written relative to it. */
export const API_BASE = '/api';

/** The stored session's bearer on every call (none when signed out: the server answers 401 where one is needed). */
const bearer: Middleware = {
  onRequest({ request }) {
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
  },
};

/**
 * An error answer throws ApiError with the server's `detail`, so callers read only successful
 * answers: `data` is the parsed body (undefined for 204), `response` the Response itself.
 */
const errorsThrown: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) {
      const { detail, body } = await readError(response);
      throw new ApiError(response.status, detail, body);
    }
  },
};

/**
 * The Inkwell API, typed by its OpenAPI document (schema.d.ts, generated from the server's routes):
 * a path, method, parameter or body the server does not declare fails the type check. JSON is asked
 * for unless a call sends another Accept (a CSV download, a stream of server-sent events).
 */
export const api = createClient<paths>({
  baseUrl: API_BASE,
  headers: { Accept: 'application/json' },
  // Looked up on each call, not once when this module loads: the fetch in place then (a test's) is the one used.
  fetch: (request) => fetch(request),
});
api.use(bearer, errorsThrown);
