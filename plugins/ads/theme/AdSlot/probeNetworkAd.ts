import { isDefaultBackersLink, type NetworkAdProbe } from '../../ads';

/** The elements an ad network renders its ad into. */
export const NETWORK_AD_SELECTOR = '#carbonads, .carbonads, .ea-placement';

/** Looks in the slot for the network's ad, and tells a paid ad from the network's default backers link. */
export function probeNetworkAd(container: Element | null): NetworkAdProbe {
  const element = container?.querySelector(NETWORK_AD_SELECTOR);
  if (!element) {
    return 'none';
  }
  const links = [...element.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href);
  return links.some(isDefaultBackersLink) ? 'backers' : 'ad';
}
