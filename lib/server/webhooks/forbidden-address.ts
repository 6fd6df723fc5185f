import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach (SSRF): this host and its network, private and shared ranges, link-local (cloud
 * metadata at 169.254.169.254), multicast, reserved and documentation ranges, and their IPv6 forms (an IPv4-mapped
 * address is judged as its IPv4).
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook may not reach; anything that is not an IP address counts as forbidden. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  // BlockList judges an IPv4-mapped IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1) by the IPv4 rules.
  return family === 0 || forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
