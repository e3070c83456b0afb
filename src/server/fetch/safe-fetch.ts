import { STATUS_CODES } from 'node:http';
import { Agent } from 'undici';
import { HttpError } from '../lib/http-error';
import { parseFetchTarget } from './fetch-target';
import { AddressRefusedError, createGuardedConnector, type ResolveHost } from './guarded-connector';
import { BodyTooLargeError, discardBody, readCappedBody, UnreadableEncodingError } from './read-capped-body';
import { untilAborted } from './until-aborted';

export interface SafeFetchOptions {
  /** config.fetchAllowHosts: exact 'host:port' pairs (lower-case, IPv6 in brackets) that may be non-public. For tests. */
  allowHosts: string[];
  /** Total, across every hop and the body. Default 10 s. */
  timeoutMs?: number;
  /** Body cap, after decoding. Default 5 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Acceptable media types ('text/html', 'application/pdf'…; 'text/*' and '*\/*' match families). */
  accept: string[];
  /** e.g. `InkwellBot/1.0 (+${config.appUrl})`, so a site's operator can tell who is asking. */
  userAgent?: string;
  /** Replaces DNS resolution (tests: a name that resolves to 127.0.0.1). */
  lookup?: ResolveHost;
}

export interface FetchInit {
  signal?: AbortSignal;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface FetchedBody {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** The Content-Type header as sent (with its charset), '' when absent. */
  contentType: string;
  body: Uint8Array;
}

export interface SafeFetch {
  fetch(url: string, init?: FetchInit): Promise<FetchedBody>;
  close(): Promise<void>;
}

/** The page answered with an error status; `upstreamStatus` lets a caller (webhooks) tell 4xx from 5xx. */
export class UpstreamStatusError extends HttpError {
  constructor(
    readonly upstreamStatus: number,
    host: string,
  ) {
    super(502, `${host} answered ${upstreamStatus} ${STATUS_CODES[upstreamStatus] ?? ''}`.trim());
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Credentials for one origin: not carried to another when a redirect leaves it. */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

function header(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function mediaType(contentType: string) {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function isAccepted(type: string, accept: readonly string[]) {
  return accept.some((a) => a === '*/*' || a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))));
}

function formatBytes(bytes: number) {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function lowerCaseKeys(headers: Record<string, string> = {}) {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * The one outbound HTTP client (summarizer URLs, webhooks): public unicast addresses only, checked on every
 * connection by the guarded connector; redirects followed by hand so each hop is re-validated; one deadline
 * for the whole exchange; the body streamed against a byte cap; the content type checked before the body is
 * read. Every failure is an HttpError a creator can act on.
 */
export function createSafeFetch(opts: SafeFetchOptions): SafeFetch {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = opts.maxRedirects ?? 5;
  const agent = new Agent({
    connect: createGuardedConnector({ allowHosts: opts.allowHosts, lookup: opts.lookup, timeoutMs }),
  });
  const baseHeaders = {
    'user-agent': opts.userAgent ?? 'InkwellBot/1.0',
    accept: opts.accept.join(', '),
    'accept-encoding': 'gzip, deflate, br',
  };

  async function follow(first: URL, init: FetchInit, signal: AbortSignal, onHop: (url: URL) => void) {
    let url = first;
    let method = init.method ?? 'GET';
    let body = init.body;
    const headers: Record<string, string> = { ...baseHeaders, ...lowerCaseKeys(init.headers) };
    for (let redirects = 0; ; redirects++) {
      onHop(url);
      const path = `${url.pathname}${url.search}`;
      const response = await untilAborted(agent.request({ origin: url.origin, path, method, headers, body, signal }), signal);
      const { statusCode } = response;
      const location = header(response.headers.location);
      if (REDIRECT_STATUSES.has(statusCode) && location) {
        discardBody(response.body);
        if (redirects >= maxRedirects) throw new HttpError(502, `${url.host} redirected more than ${maxRedirects} times`);
        const next = parseFetchTarget(location, url);
        // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
        if (statusCode === 303 || (method === 'POST' && statusCode !== 307 && statusCode !== 308)) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        if (next.origin !== url.origin) for (const name of ORIGIN_BOUND_HEADERS) delete headers[name];
        url = next;
        continue;
      }
      if (statusCode < 200 || statusCode >= 300) {
        discardBody(response.body);
        throw new UpstreamStatusError(statusCode, url.host);
      }
      const contentType = header(response.headers['content-type']);
      const type = mediaType(contentType);
      if (!isAccepted(type, opts.accept)) {
        discardBody(response.body);
        throw new HttpError(415, `${url.host} answered with ${type || 'content of no declared type'}, which can't be read here`);
      }
      const declaredLength = Number(header(response.headers['content-length']));
      if (declaredLength > maxBytes) {
        discardBody(response.body);
        throw new BodyTooLargeError(maxBytes);
      }
      const bytes = await readCappedBody(response.body, header(response.headers['content-encoding']), maxBytes);
      return { url: url.href, status: statusCode, contentType, body: bytes };
    }
  }

  return {
    async fetch(raw, init = {}) {
      let current = parseFetchTarget(raw);
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new Error(`deadline of ${timeoutMs} ms passed`)), timeoutMs);
      const signal = init.signal ? AbortSignal.any([deadline.signal, init.signal]) : deadline.signal;
      try {
        return await follow(current, init, signal, (url) => (current = url));
      } catch (error) {
        if (init.signal?.aborted) throw init.signal.reason;
        if (error instanceof HttpError) throw error;
        const host = current.host;
        if (deadline.signal.aborted) {
          const seconds = timeoutMs / 1000;
          throw new HttpError(504, `${host} took longer than ${seconds} second${seconds === 1 ? '' : 's'} to answer`);
        }
        if (error instanceof AddressRefusedError) {
          throw new HttpError(422, `${current.hostname} is not on the public internet, so it can't be read`, {}, error.message);
        }
        if (error instanceof BodyTooLargeError) {
          throw new HttpError(413, `The page at ${host} is larger than ${formatBytes(maxBytes)}`);
        }
        if (error instanceof UnreadableEncodingError) {
          throw new HttpError(502, `${host} sent the page in an encoding that can't be read`, {}, error.message);
        }
        const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new HttpError(502, `Could not reach ${host}`, {}, cause);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => agent.close(),
  };
}
