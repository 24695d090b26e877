import { isAllowedPixel } from '../adFeed';
import { isPublicHostname } from '../publicHost';

const FEED = 'https://srv.example-ads.com/ads/CODE.json';

/** The host as the browser's URL parser reads it, as the feed client does. */
const hostOf = (url: string) => new URL(url).hostname;

describe('impression pixels go to public hosts only', () => {
  it.each([
    ['IPv4 loopback', 'https://127.0.0.1/p'],
    ['IPv4 loopback written in hex', 'https://0x7f.1/p'],
    ['IPv4 "this network"', 'https://0.0.0.0/p'],
    ['IPv4 private 10/8', 'https://10.1.2.3/p'],
    ['IPv4 private 172.16/12', 'https://172.31.255.1/p'],
    ['IPv4 private 192.168/16', 'https://192.168.1.1/p'],
    ['IPv4 link-local', 'https://169.254.169.254/latest/meta-data'],
    ['IPv4 carrier-grade NAT', 'https://100.100.0.1/p'],
    ['IPv4 broadcast', 'https://255.255.255.255/p'],
    ['IPv6 loopback', 'https://[::1]/p'],
    ['IPv6 unspecified', 'https://[::]/p'],
    ['IPv6 unique local', 'https://[fd12:3456::1]/p'],
    ['IPv6 link-local', 'https://[fe80::1]/p'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/p'],
    ['localhost', 'https://localhost/p'],
    ['localhost with a trailing dot', 'https://localhost./p'],
    ['a name under localhost', 'https://ads.localhost/p'],
    ['an mDNS name', 'https://printer.local/p'],
    ['an internal name', 'https://metrics.corp.internal/p'],
    ['a single-label name', 'https://intranet/p'],
  ])('refuses %s', (_name, url) => {
    expect(isPublicHostname(hostOf(url))).toBe(false);
    expect(isAllowedPixel(url, FEED)).toBe(false);
  });

  it.each([
    ['a public name', 'https://pixel.example-partner.com/i.gif'],
    ['a public IPv4 address', 'https://93.184.216.34/i.gif'],
    ['an address just outside 172.16/12', 'https://172.32.0.1/i.gif'],
    ['an address just outside carrier-grade NAT', 'https://100.128.0.1/i.gif'],
    ['a public IPv6 address', 'https://[2001:4860:4860::8888]/i.gif'],
  ])('loads %s over HTTPS', (_name, url) => {
    expect(isPublicHostname(hostOf(url))).toBe(true);
    expect(isAllowedPixel(url, FEED)).toBe(true);
  });

  it('refuses a public host over plain HTTP, and keeps pixels from the feed’s own origin, whatever its host', () => {
    expect(isAllowedPixel('http://pixel.example-partner.com/i.gif', FEED)).toBe(false);
    expect(isAllowedPixel('http://127.0.0.1:8080/imp', 'http://127.0.0.1:8080/ads.json')).toBe(true);
  });
});
