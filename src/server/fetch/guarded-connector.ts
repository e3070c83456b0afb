import { lookup as lookupWithDns } from 'node:dns/promises';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { isPublicAddress } from './address-policy';

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

/** A connection refused because it would reach an address that is not public unicast. */
export class AddressRefusedError extends Error {
  constructor(readonly address: string) {
    super(`refused to connect to ${address}: not a public unicast address`);
    this.name = 'AddressRefusedError';
  }
}

export interface GuardedConnectorOptions {
  /** Exact 'host:port' pairs (IPv6 in brackets, as in a URL) that may be reached whatever their address. */
  allowHosts: readonly string[];
  /** Replaces DNS resolution. */
  lookup?: ResolveHost;
  /**
   * How long resolving and connecting may each take (default 10 s). A lookup cannot be cancelled, only
   * abandoned; without a bound, a resolver that never answers would hold the connection attempt forever.
   */
  timeoutMs?: number;
  /** Opens the socket: undici's own connector unless given (tests give one that hands back a fake socket). */
  connect?: buildConnector.connector;
}

async function resolveWithDns(hostname: string) {
  const found = await lookupWithDns(hostname, { all: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? (6 as const) : (4 as const) }));
}

function resolveWithin(hostname: string, resolve: ResolveHost, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`resolving ${hostname} took over ${timeoutMs} ms`), { code: 'ETIMEOUT' })),
      timeoutMs,
    );
  });
  return Promise.race([resolve(hostname), expiry]).finally(() => clearTimeout(timer));
}

/** The allow-list key of a connection: the URL's host with the port spelled out. */
function hostKey({ hostname, port, protocol }: buildConnector.Options) {
  const host = isIP(hostname) === 6 ? `[${hostname}]` : hostname;
  return `${host.toLowerCase()}:${port || (protocol === 'https:' ? '443' : '80')}`;
}

/**
 * Resolves once, refuses if any address is not public (a name with one private address is not trusted with
 * its public ones), and returns the address to connect to: pinning it means a second resolution cannot
 * answer differently (DNS rebinding).
 */
async function pinAddress(hostname: string, allowed: boolean, resolve: ResolveHost, timeoutMs: number) {
  const addresses = isIP(hostname) ? [{ address: hostname }] : await resolveWithin(hostname, resolve, timeoutMs);
  const refused = allowed ? undefined : addresses.find(({ address }) => !isPublicAddress(address));
  if (refused) throw new AddressRefusedError(refused.address);
  const first = addresses[0];
  if (!first) throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
  return first.address;
}

/**
 * An undici connector that only opens connections to public unicast addresses. The address is checked
 * before connecting (IP literals and every resolved address, so a refused address is never dialled) and
 * again on the connected socket's remote address, which is what a lookup hook alone cannot see: Node skips
 * the hook for IP literals. Every connection goes through here, so every redirect hop is covered.
 * TLS keeps the host name for SNI and certificate checks, since undici derives them from the URL's host.
 */
export function createGuardedConnector(opts: GuardedConnectorOptions): buildConnector.connector {
  const allowHosts = new Set(opts.allowHosts);
  const resolve = opts.lookup ?? resolveWithDns;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const connect = opts.connect ?? buildConnector({ timeout: timeoutMs });
  return (options, callback) => {
    const allowed = allowHosts.has(hostKey(options));
    pinAddress(options.hostname, allowed, resolve, timeoutMs)
      .then((address) =>
        connect({ ...options, hostname: address }, (error, socket) => {
          if (error) return callback(error, null);
          const remote = socket.remoteAddress;
          if (!allowed && !(remote && isPublicAddress(remote))) {
            socket.destroy();
            return callback(new AddressRefusedError(remote ?? 'an unknown address'), null);
          }
          callback(null, socket);
        }),
      )
      .catch((error: Error) => callback(error, null));
  };
}
