import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';

// Only the classification is exercised here: nothing connects to any of these addresses.
const refused: Array<[string, string]> = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', '"this network" 0/8'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback /8'],
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12'],
  ['192.168.1.1', 'private 192.168/16'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['169.254.0.1', 'link-local'],
  ['100.64.0.1', 'CGNAT 100.64/10'],
  ['100.127.255.255', 'CGNAT 100.64/10'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved 240/4'],
  ['192.0.0.8', 'IETF protocol assignments 192.0.0/24'],
  ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.9', 'documentation TEST-NET-3'],
  ['198.18.0.1', 'benchmarking 198.18/15'],
  ['198.19.255.255', 'benchmarking 198.18/15'],
  ['::', 'IPv6 unspecified'],
  ['::1', 'IPv6 loopback'],
  ['fe80::1', 'IPv6 link-local'],
  ['fe80::1%eth0', 'IPv6 link-local with a zone'],
  ['febf:ffff::1', 'IPv6 link-local /10 upper end'],
  ['fc00::1', 'unique-local fc00::/7'],
  ['fd12:3456:789a::1', 'unique-local fd00::/8'],
  ['fec0::1', 'site-local fec0::/10'],
  ['ff02::1', 'IPv6 multicast'],
  ['100::1', 'discard-only 100::/64'],
  ['2001:db8::1', 'IPv6 documentation'],
  ['2001:2::1', 'IPv6 benchmarking'],
  ['3fff::1', 'IPv6 documentation 3fff::/20'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata address'],
  ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145)'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::10.0.0.1', 'IPv4-compatible private'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated, never routed)'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:a00:1::1', '6to4 of 10.0.0.1'],
  ['2002:c0a8:101::', '6to4 of 192.168.1.1'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of 169.254.169.254'],
  ['64:ff9b:1::808:808', 'local-use NAT64 64:ff9b:1::/48'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo with client 127.0.0.1'],
  ['2001:0:c0a8:101:8000:63bf:3fff:fdd2', 'Teredo with server 192.168.1.1'],
  ['4000::1', 'outside global unicast 2000::/3'],
  ['not-an-address', 'not an address'],
  ['', 'empty'],
  ['999.1.1.1', 'out of range'],
  ['127.1', 'shorthand literal (not an address to a socket)'],
  ['0x7f000001', 'hex literal (not an address to a socket)'],
  ['2130706433', 'integer literal (not an address to a socket)'],
  ['010.0.0.1', 'octal-looking literal'],
];

const allowed: Array<[string, string]> = [
  ['8.8.8.8', 'public IPv4'],
  ['93.184.215.14', 'public IPv4'],
  ['1.1.1.1', 'public IPv4'],
  ['172.32.0.1', 'just above 172.16/12'],
  ['100.128.0.1', 'just above CGNAT'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['2a00:1450:4001:82a::200e', 'public IPv6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['::ffff:808:808', 'IPv4-mapped public, hex form'],
  ['2002:808:808::1', '6to4 of a public address'],
  ['64:ff9b::808:808', 'NAT64 of a public address'],
  ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo with public server and client'],
];

describe('isPublicAddress', () => {
  it.each(refused)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(allowed)('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
