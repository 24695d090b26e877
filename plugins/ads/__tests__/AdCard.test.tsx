import React from 'react';
import { render, screen } from '@testing-library/react';
import AdCard from '../theme/AdSlot/AdCard';
import { probeNetworkAd } from '../theme/AdSlot/probeNetworkAd';

const ad = {
  link: 'https://ads.example.test/click/1',
  img: 'https://ads.example.test/logo.png',
  name: 'Acme <b>Builds</b>',
  description: '<img src=x onerror="window.hacked=1"> Fast builds.',
  poweredby: 'Carbon',
  label: 'carbon-inline',
};

describe('AdCard', () => {
  it('shows feed text as text, never as markup', () => {
    const { container } = render(<AdCard ad={ad} />);
    expect(screen.getByRole('link')).toHaveTextContent('Acme <b>Builds</b> — <img src=x onerror="window.hacked=1"> Fast builds.');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
  });

  it('opens the ad in a new tab, marked sponsored, and reports the click through its data attributes', () => {
    render(<AdCard ad={ad} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', ad.link);
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveAttribute('data-ga-event-category', 'ad');
    expect(link).toHaveAttribute('data-ga-event-action', 'click');
    expect(link).toHaveAttribute('data-ga-event-label', 'carbon-inline');
    expect(screen.getByText('ad by Carbon')).toBeInTheDocument();
  });
});

describe('probeNetworkAd', () => {
  function slot(html: string): HTMLElement {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  }

  it('finds nothing in an empty slot', () => {
    expect(probeNetworkAd(slot('<script></script>'))).toBe('none');
    expect(probeNetworkAd(null)).toBe('none');
  });

  it.each([
    '<div id="carbonads"><a href="https://ads.test/1">x</a></div>',
    '<div class="carbonads"></div>',
    '<div class="ea-placement"></div>',
  ])('finds the network ad in %s', (html) => {
    expect(probeNetworkAd(slot(html))).toBe('ad');
  });

  it('recognises the default backers link', () => {
    expect(probeNetworkAd(slot('<div id="carbonads"><a href="https://mui.com/material-ui/discover-more/backers/">Backers</a></div>'))).toBe(
      'backers',
    );
  });
});
