import { Agent } from 'undici';
import { AddressRefusedError, createGuardedConnector, type ResolveHost } from '../fetch/guarded-connector';
import { discardBody } from '../fetch/read-capped-body';
import { untilAborted } from '../fetch/until-aborted';

export interface WebhookSenderOptions {
  /** config.fetchAllowHosts: 'host:port' pairs that may be reached although not public (tests). */
  allowHosts: readonly string[];
  /** The whole exchange: resolving, connecting, sending and the answer's headers. */
  timeoutMs: number;
  userAgent: string;
  /** Replaces DNS resolution (tests). */
  lookup?: ResolveHost;
}

/**
 * What one attempt came to: the endpoint's status (and the wait it asked for, its Retry-After as
 * written), or why there was none. `error` is shown to the creator in the delivery log; `address` (a
 * refused one) is for the server log only.
 */
export type SendOutcome =
  | { status: number; retryAfter?: string }
  | { status: null; error: string; refused?: boolean; aborted?: boolean; address?: string };

export interface WebhookSender {
  /** `signal`: the job is stopping; the attempt is abandoned (and not counted). */
  send(url: string, headers: Record<string, string>, body: string, signal?: AbortSignal): Promise<SendOutcome>;
  close(): Promise<void>;
}

/**
 * POSTs webhook deliveries through the project's guarded connector: public unicast addresses only,
 * checked before dialling and on the connected socket. No redirect is followed (a 3xx is a failed
 * attempt), the answer's body is never read (only its status and Retry-After count), and one deadline
 * covers it all.
 */
export function createWebhookSender(opts: WebhookSenderOptions): WebhookSender {
  const agent = new Agent({
    connect: createGuardedConnector({ allowHosts: opts.allowHosts, lookup: opts.lookup, timeoutMs: opts.timeoutMs }),
  });
  return {
    async send(raw, headers, body, stopping) {
      const url = new URL(raw);
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      const deadline = stopping ? AbortSignal.any([timeout, stopping]) : timeout;
      try {
        const response = await untilAborted(
          agent.request({
            origin: url.origin,
            path: `${url.pathname}${url.search}`,
            method: 'POST',
            headers: { ...headers, 'user-agent': opts.userAgent },
            body,
            signal: deadline,
          }),
          deadline,
        );
        discardBody(response.body);
        const retryAfter = response.headers['retry-after'];
        const asked = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
        return { status: response.statusCode, ...(asked !== undefined && { retryAfter: asked }) };
      } catch (error) {
        if (error instanceof AddressRefusedError) {
          // What a name resolved to stays out of the creator's log: it would map the network inside.
          return { status: null, refused: true, error: `Refused: ${url.hostname} is not a public address`, address: error.address };
        }
        if (stopping?.aborted) return { status: null, aborted: true, error: 'The server was stopping' };
        if (deadline.aborted) return { status: null, error: `No answer within ${opts.timeoutMs / 1000} seconds` };
        const code = (error as NodeJS.ErrnoException).code;
        const reason = code === 'ENOTFOUND' ? `${url.hostname} was not found` : code ? `${code}` : error instanceof Error ? error.message : String(error);
        return { status: null, error: `Could not reach ${url.host}: ${reason}` };
      }
    },
    close: () => agent.close(),
  };
}
