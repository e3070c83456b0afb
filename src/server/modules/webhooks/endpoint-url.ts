import { isIP } from 'node:net';
import { aboutField } from '../../../contract/field-labels';
import { HttpError } from '../../lib/http-error';
import { isPublicAddress } from '../../fetch/address-policy';

/** The allow-list key of a URL, as the guarded connector spells it: host (IPv6 in brackets) and port. */
function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * The host and port as the creator wrote them, between `scheme://` (and any `user@`) and the path,
 * query or fragment; empty strings when absent. The URL parser mends `https:///x`, `https:/x` and
 * `https:x` into `https://x/`, turning a path into a host nobody named, so the raw text is read instead.
 */
function writtenAuthority(raw: string): { host: string; port: string } {
  const authority = /^[a-z][a-z\d+.-]*:\/\/([^/\\?#]*)/i.exec(raw.trim())?.[1] ?? '';
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const split = hostPort.startsWith('[') ? hostPort.indexOf(']') + 1 : hostPort.indexOf(':');
  if (split <= 0) return { host: hostPort, port: '' };
  return { host: hostPort.slice(0, split), port: hostPort.slice(split).replace(/^:/, '') };
}

/** A port as written is absent (the scheme's default) or a whole number from 1 to 65535. */
function isUsablePort(port: string): boolean {
  return port === '' || (/^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535);
}

const BAD_PORT = aboutField('url', 'must have a port from 1 to 65535');

/** Names that always mean this machine, whatever a resolver says. */
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Checks a webhook URL at registration, for what can be judged without connecting: an https address
 * (http only for the test-only FETCH_ALLOW_HOSTS) with a host written out and a port from 1 to 65535,
 * no credentials, and not a literal private address.
 * A name is resolved only when a delivery connects, where the guarded connector refuses a private
 * answer on every attempt. Returns the URL as stored (normalised, without a fragment).
 */
export function checkEndpointUrl(raw: string, allowHosts: readonly string[]): string {
  const written = writtenAuthority(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    if (!isUsablePort(written.port)) throw new HttpError(422, BAD_PORT);
    throw new HttpError(422, 'Enter a full web address, such as https://example.com/webhooks/inkwell.');
  }
  const allowed = allowHosts.includes(hostKey(url));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) {
    throw new HttpError(422, aboutField('url', 'must start with https://'));
  }
  if (!written.host) {
    throw new HttpError(422, aboutField('url', 'must name a host after https://, such as https://example.com/webhooks/inkwell'));
  }
  // The parser takes port 0, which nothing can listen on.
  if (!isUsablePort(written.port)) throw new HttpError(422, BAD_PORT);
  if (url.username || url.password) throw new HttpError(422, aboutField('url', 'must not contain a user name or password'));
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && ((isIP(bare) !== 0 && !isPublicAddress(bare)) || isLocalName(bare))) {
    throw new HttpError(422, aboutField('url', `points to ${url.hostname}, which is not on the public internet: webhooks can only be sent to public addresses`));
  }
  url.hash = '';
  return url.href;
}
