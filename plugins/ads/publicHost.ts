/**
 * Whether a URL's host is on the public internet. A feed's impression pixels are loaded by the reader's browser, so a
 * hostile feed could otherwise make it knock on the reader's own machine, router or company network.
 */

/** IPv4 ranges that never name a public host: [first octets as a 32-bit number, prefix length]. */
const PRIVATE_IPV4_RANGES: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.168.0.0', 16], // private
  ['224.0.0.0', 3], // multicast and reserved, up to the broadcast address
];

function ipv4ToNumber(address: string): number | null {
  const octets = address.split('.').map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) return null;
  return octets.reduce((value, octet) => value * 256 + octet, 0);
}

function isPrivateIpv4(address: string): boolean {
  const value = ipv4ToNumber(address);
  if (value === null) return false;
  return PRIVATE_IPV4_RANGES.some(([start, prefix]) => {
    const size = 2 ** (32 - prefix);
    return Math.floor(value / size) === Math.floor(ipv4ToNumber(start)! / size);
  });
}

/** An IPv6 address as the URL parser writes it (compressed, lower case, no brackets). */
function isPrivateIpv6(address: string): boolean {
  if (address === '::' || address === '::1') return true;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  const firstGroup = parseInt(address.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local.
  return (firstGroup & 0xfe00) === 0xfc00 || (firstGroup & 0xffc0) === 0xfe80;
}

/** `hostname` as `URL#hostname` gives it (IPv6 in brackets, IPv4 normalized). */
export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return !isPrivateIpv6(host.slice(1, -1));
  if (ipv4ToNumber(host) !== null) return !isPrivateIpv4(host);
  if (!host.includes('.')) return false;
  return !/\.(localhost|local|internal)$/.test(host);
}
