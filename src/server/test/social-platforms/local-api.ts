import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a local platform server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  params: Record<string, string>;
  json(): Record<string, unknown>;
  form(): URLSearchParams;
  formData(): Promise<FormData>;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
}

export type Route = (req: RecordedRequest) => Reply | Promise<Reply>;

interface CompiledRoute {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
  handle: Route;
}

/**
 * A local server on 127.0.0.1 speaking a platform's API subset, for the real clients to talk to over
 * HTTP. Routes are `'METHOD /path/:param'`; every request is recorded; `failNext` answers the next
 * request to a route with a canned failure (a 401, a 429 with Retry-After, a 503).
 */
export async function startLocalApi(routes: Record<string, Route>) {
  const compiled: CompiledRoute[] = Object.entries(routes).map(([key, handle]) => {
    const [method, path] = key.split(' ') as [string, string];
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { key, method, pattern: new RegExp(`^${source}$`), names, handle };
  });
  const requests: RecordedRequest[] = [];
  const failures: Array<{ route: string; reply: Reply }> = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const body = Buffer.concat(chunks);
        const method = req.method ?? 'GET';
        let reply: Reply = { status: 404, json: { error: 'not found' } };
        const match = compiled.find((route) => route.method === method && route.pattern.test(url.pathname));
        const recorded: RecordedRequest = {
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
          params: {},
          json: () => JSON.parse(body.toString('utf8')) as Record<string, unknown>,
          form: () => new URLSearchParams(body.toString('utf8')),
          formData: () => new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData(),
        };
        requests.push(recorded);
        if (match) {
          const values = match.pattern.exec(url.pathname)!.slice(1);
          match.names.forEach((name, i) => (recorded.params[name] = decodeURIComponent(values[i]!)));
          const failure = failures.findIndex((f) => f.route === match.key);
          try {
            reply = failure >= 0 ? failures.splice(failure, 1)[0]!.reply : await match.handle(recorded);
          } catch (err) {
            reply = { status: 500, json: { error: String(err) } };
          }
        }
        const headers: Record<string, string> = { ...(reply.headers ?? {}) };
        let payload = reply.text ?? '';
        if (reply.json !== undefined) {
          headers['content-type'] ??= 'application/json';
          payload = JSON.stringify(reply.json);
        }
        res.writeHead(reply.status ?? 200, headers);
        res.end(payload);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    /** Requests to one route (`'POST /2/tweets'`), in order. */
    calls: (route: string) => requests.filter((r) => matches(route, r)),
    /** The next request to `route` (a key of `routes`) gets `reply` instead of the route's answer. */
    failNext: (route: string, reply: Reply) => void failures.push({ route, reply }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function matches(route: string, request: RecordedRequest): boolean {
  const [method, path] = route.split(' ') as [string, string];
  if (method !== request.method) return false;
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${source}$`).test(request.path);
}

/** A port on 127.0.0.1 where nothing listens: a client pointed there meets a network failure. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
