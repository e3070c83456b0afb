import { HttpError } from '../lib/http-error';

/**
 * The URL of one hop, checked for what can be judged without connecting: a well-formed http or https
 * address without credentials. `from` is the page that redirected here, named in the detail so the creator
 * sees that the redirect, not their address, was refused. WHATWG URL parsing normalises IPv4 literals
 * ('0x7f000001', '2130706433', '127.1' all become '127.0.0.1'), so the connector sees canonical addresses.
 */
export function parseFetchTarget(raw: string, from?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, from);
  } catch {
    throw from
      ? new HttpError(502, `${from.host} redirected to an invalid address`)
      : new HttpError(422, 'The address is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HttpError(
      422,
      from
        ? `${from.host} redirected to a ${url.protocol} address; only http and https addresses can be read`
        : 'The address must start with http:// or https://',
    );
  }
  if (url.username || url.password) {
    throw new HttpError(
      422,
      from
        ? `${from.host} redirected to an address with a user name or password`
        : 'The address must not contain a user name or password',
    );
  }
  return url;
}
