import React from 'react';
import { installGtagQueue } from '../gtag';

function queued(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function setDoNotTrack(value: string | null): void {
  Object.defineProperty(window.navigator, 'doNotTrack', { value, configurable: true });
}

type Rtl = typeof import('@testing-library/react/pure');
let mounted: Rtl | undefined;

/**
 * A fresh store for each test (the banner's open state lives in its module):
 * the store, React, the renderer and the lazily imported panel all come from
 * one fresh module registry.
 */
function renderBanner(measurementId = 'G-TEST'): Rtl {
  jest.resetModules();
  const config = jest.requireActual('@generated/docusaurus.config').default as { customFields: { gaMeasurementId: string } };
  config.customFields.gaMeasurementId = measurementId;
  const rtl: Rtl = jest.requireActual('@testing-library/react/pure');
  const Banner: () => React.ReactNode = jest.requireActual('../theme/Consent/ConsentBanner').default;
  const Button: () => React.ReactNode = jest.requireActual('../theme/Consent/CookiePreferencesButton').default;
  rtl.render(
    <>
      <Button />
      <Banner />
    </>,
  );
  mounted = rtl;
  return rtl;
}

afterEach(() => mounted?.cleanup());

beforeEach(() => {
  window.localStorage.clear();
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'gtag');
  installGtagQueue(window);
  setDoNotTrack(null);
});

describe('the consent banner', () => {
  it('asks a new reader, remembers "Accept analytics" and grants analytics storage', async () => {
    const { screen, fireEvent } = renderBanner();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(banner).not.toBeInTheDocument();
    expect(window.localStorage.getItem('docs-cookie-consent')).toBe('analytics');
    expect(queued()).toEqual([['consent', 'update', { analytics_storage: 'granted' }]]);
  });

  it('remembers "Essential only" and keeps analytics denied', async () => {
    const { screen, fireEvent } = renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Essential only' }));
    expect(window.localStorage.getItem('docs-cookie-consent')).toBe('essential');
    expect(queued()).toEqual([['consent', 'update', { analytics_storage: 'denied' }]]);
  });

  it('does not ask again after a choice, and reopens from "Cookie preferences"', async () => {
    window.localStorage.setItem('docs-cookie-consent', 'essential');
    const { screen, fireEvent, waitFor, act } = renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie preferences' })));
    const accept = await screen.findByRole('button', { name: 'Accept analytics' });
    await waitFor(() => expect(accept).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent('Current choice: essential cookies only.');
  });

  it('asks again when the stored choice is corrupt', async () => {
    window.localStorage.setItem('docs-cookie-consent', 'maybe');
    const { screen } = renderBanner();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('does not ask a browser that sends Do Not Track, and explains why when reopened', async () => {
    setDoNotTrack('1');
    const { screen, fireEvent, act } = renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie preferences' })));
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toHaveTextContent('Your browser asks sites not to track you');
    expect(screen.queryByRole('button', { name: 'Accept analytics' })).toBeNull();
  });

  it('waits until a press under way is over before it shows, so that it never takes the release', async () => {
    const pressed = document.createElement('button');
    document.body.append(pressed);
    pressed.focus();
    const isActive = jest.spyOn(pressed, 'matches').mockImplementation((selector: string) => selector === ':active');
    const { screen, fireEvent, waitFor } = renderBanner();
    await waitFor(() => expect(document.querySelector('section[aria-label="Cookie consent"]')).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    isActive.mockRestore();
    fireEvent.pointerUp(pressed);
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeVisible();
    pressed.remove();
  });

  it('shows nothing when no analytics are configured', async () => {
    const { screen } = renderBanner('');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).toBeNull();
  });
});
