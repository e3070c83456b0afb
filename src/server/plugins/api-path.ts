import type { FastifyRequest } from 'fastify';

/** Whether a request is addressed to the API (/api and below), matched by a route or not. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
