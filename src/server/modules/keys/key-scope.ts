import { CONTENT_KINDS } from '../../../contract/content-kinds';

/**
 * The one list of what an API key may call (issue 14): content generation, history, templates,
 * summaries, the humanizer, publishing and analytics, and reading brand voices (to find a generation's
 * `voice_id`; saving, changing and deleting one stays a signed-in action, docs/product/voices.md#api).
 * Everything else — password, account, billing, subscription, key and webhook management, logout —
 * answers 403 to a key, whatever its module says.
 * Routes are named by method and by their pattern as registered (`:id` parameters), so a new route is
 * closed to keys until it is listed here, and the public API reference is built from this same list.
 */
export interface KeyRoute {
  method: 'GET' | 'POST';
  url: string;
}

export const KEY_ROUTES: readonly KeyRoute[] = [
  ...CONTENT_KINDS.map((kind): KeyRoute => ({ method: 'POST', url: `/api/content${kind.path}` })),
  { method: 'GET', url: '/api/content/history' },
  { method: 'GET', url: '/api/templates' },
  { method: 'GET', url: '/api/voices' },
  { method: 'GET', url: '/api/voices/:id' },
  { method: 'POST', url: '/api/content/summarize/text' },
  { method: 'POST', url: '/api/content/summarize/url' },
  { method: 'POST', url: '/api/content/summarize/file' },
  { method: 'POST', url: '/api/content/humanize' },
  { method: 'GET', url: '/api/social/accounts' },
  { method: 'POST', url: '/api/social/media' },
  { method: 'POST', url: '/api/social/publish' },
  { method: 'POST', url: '/api/posts' },
  { method: 'GET', url: '/api/posts' },
  { method: 'GET', url: '/api/analytics/overview' },
  { method: 'GET', url: '/api/analytics/export.csv' },
];

const normalize = (url: string) => (url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);
const ALLOWED = new Set(KEY_ROUTES.map((route) => `${route.method} ${route.url}`));

/** Whether a key may call the route with this method and registered pattern (HEAD goes with GET). */
export function isKeyRoute(method: string, routeUrl: string): boolean {
  const verb = method === 'HEAD' ? 'GET' : method;
  return ALLOWED.has(`${verb} ${normalize(routeUrl)}`);
}

/** A route pattern as the OpenAPI document writes it: `/api/x/:id` → `/api/x/{id}`. */
export function openApiPath(routeUrl: string): string {
  return normalize(routeUrl).replace(/:(\w+)/g, '{$1}');
}
