import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Parses an address the way a socket would read it. Node decides what is an address (so '127.1' or
 * '0x7f000001', which ipaddr.js would accept, are not addresses here: WHATWG URL already rewrites those).
 * A dotted IPv6 tail is spelled in hex first, because ipaddr.js reads '::a.b.c.d' as IPv4-mapped while the
 * kernel reads it as IPv4-compatible (::/96).
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address);
  if (family !== 6) return undefined;
  const hexTail = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)(?=%|$)/, (_, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  return ipaddr.IPv6.parse(hexTail);
}

/**
 * IPv6 forms that carry an IPv4 address a router will deliver to: each is public only if every IPv4 address
 * it embeds is. Without this, 2002:7f00:1:: (6to4) or 64:ff9b::a00:1 (NAT64) would reach 127.0.0.1 or 10.0.0.1.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const bytes = address.toByteArray();
  const v4 = (from: number, invert = false) =>
    new ipaddr.IPv4(bytes.slice(from, from + 4).map((b) => (invert ? ~b & 0xff : b)));
  switch (address.range()) {
    case 'ipv4Mapped':
      return [address.toIPv4Address()];
    case '6to4':
      return [v4(2)];
    case 'teredo':
      // RFC 4380: the Teredo server's address, and the client's, stored with every bit flipped.
      return [v4(4), v4(12, true)];
    case 'rfc6052':
      // Only the well-known NAT64 prefix /96 is routed globally; 64:ff9b:1::/48 is for local use.
      return address.match(ipaddr.IPv6.parse('64:ff9b::'), 96) ? [v4(12)] : undefined;
    default:
      return undefined;
  }
}

/** Global unicast space (RFC 4291): everything else in IPv6 (IPv4-compatible ::/96, site-local…) is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an address may be connected to: public unicast only. ipaddr.js classifies the special ranges
 * (loopback, private, link-local incl. 169.254.169.254, CGNAT, multicast, broadcast, unspecified, reserved,
 * documentation, benchmarking, unique-local, site-local…); anything it does not call plain `unicast` is
 * refused, and IPv6 must also sit in 2000::/3. IPv4 carried inside IPv6 (mapped, 6to4, Teredo, NAT64) is
 * judged by the IPv4 address it carries. Anything that is not an address is refused.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (parsed instanceof ipaddr.IPv4) return parsed.range() === 'unicast';
  const carried = embeddedIPv4(parsed);
  if (carried) return carried.every((v4) => v4.range() === 'unicast');
  return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST_V6);
}
