import type { paths } from './schema';

/** A route of the Inkwell API as its OpenAPI document names it: under /api, `{param}` placeholders as written there. */
export type ApiPath = keyof paths;

/** The methods the web app calls the API with. */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The routes that answer `method`: a route the server does not have (or no longer has) fails the type check. */
export type ApiPathFor<M extends ApiMethod> = { [P in ApiPath]: paths[P] extends Record<M, unknown> ? P : never }[ApiPath];
