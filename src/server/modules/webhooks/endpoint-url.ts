import { isIP } from 'node:net';
import { HttpError } from '../../lib/http-error';
import { isPublicAddress } from '../../fetch/address-policy';

/** The allow-list key of a URL, as the guarded connector spells it: host (IPv6 in brackets) and port. */
function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** Names that always mean this machine, whatever a resolver says. */
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Checks a webhook URL at registration, for what can be judged without connecting: an https address
 * (http only for the test-only FETCH_ALLOW_HOSTS), no credentials, and not a literal private address.
 * A name is resolved only when a delivery connects, where the guarded connector refuses a private
 * answer on every attempt. Returns the URL as stored (normalised, without a fragment).
 */
export function checkEndpointUrl(raw: string, allowHosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(422, 'url must be a valid web address, such as https://example.com/webhooks/inkwell');
  }
  const allowed = allowHosts.includes(hostKey(url));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) {
    throw new HttpError(422, 'url must start with https://');
  }
  if (url.username || url.password) throw new HttpError(422, 'url must not contain a user name or password');
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && ((isIP(bare) !== 0 && !isPublicAddress(bare)) || isLocalName(bare))) {
    throw new HttpError(422, `url: ${url.hostname} is not on the public internet; webhooks can only be sent to public addresses`);
  }
  url.hash = '';
  return url.href;
}
