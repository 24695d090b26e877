import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Demo, { type DemoProps } from '../theme/Demo';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';
import { useSiteSettings } from '../../../src/settings/state/context';

let shouldCrash = true;

function FragileDemo() {
  if (shouldCrash) {
    throw new Error('The rows prop must be an array');
  }
  return <p>The demo works</p>;
}

const sources = { tsSource: 'const typed: string = "ts";', jsSource: 'const typed = "js";', localFiles: [] };

const props: DemoProps = {
  component: FragileDemo,
  name: 'FragileDemo',
  tsPreview: null,
  jsPreview: null,
  loadSources: () => Promise.resolve({ default: sources, scope: { react: React } }),
};

/** The drawer's density and direction controls, as a test needs them. */
function SettingsControls() {
  const { dispatch } = useSiteSettings();
  return (
    <>
      <button type="button" onClick={() => dispatch({ type: 'SET_DIRECTION', payload: 'rtl' })}>
        Right to left
      </button>
      <button type="button" onClick={() => dispatch({ type: 'SET_DENSE', payload: true })}>
        Dense
      </button>
    </>
  );
}

function renderDemo(overrides: Partial<DemoProps> = {}) {
  return render(
    <SiteSettingsProvider>
      <SettingsControls />
      <p>The rest of the page</p>
      <Demo {...props} {...overrides} />
    </SiteSettingsProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'codeVariant=; max-age=0; path=/';
  document.cookie = 'codeStyling=; max-age=0; path=/';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Demo', () => {
  it('mounts a client-only demo once it comes near the viewport, keeping its space until then', async () => {
    shouldCrash = false;
    let enter: () => void = () => undefined;
    class OffscreenObserver {
      constructor(callback: IntersectionObserverCallback) {
        enter = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    }
    window.IntersectionObserver = OffscreenObserver as unknown as typeof IntersectionObserver;
    try {
      const { container } = renderDemo({ clientOnly: true, minHeight: 420 });
      expect(container.querySelector('.demo-frame')).toHaveStyle({ minHeight: '420px' });
      expect(container.querySelector('.demo-frame [aria-busy="true"]')).toBeInTheDocument();
      expect(screen.queryByText('The demo works')).not.toBeInTheDocument();
      await act(async () => enter());
      expect(screen.getByText('The demo works')).toBeInTheDocument();
      expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
    }
  });

  it('shows an error box with the message when the demo crashes, and the page keeps working', () => {
    shouldCrash = true;
    renderDemo();
    expect(screen.getByRole('alert')).toHaveTextContent('The rows prop must be an array');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });

  it('starts the demo again with Reset', () => {
    shouldCrash = true;
    renderDemo();
    shouldCrash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('The demo works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the source behind "Show code" and shows it in the chosen variant', async () => {
    shouldCrash = false;
    const loadSources = jest.fn(props.loadSources);
    renderDemo({ loadSources });
    expect(loadSources).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByText('const typed: string = "ts";')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(screen.getByText('const typed = "js";')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide code' })).toBeInTheDocument();
    expect(loadSources).toHaveBeenCalledTimes(1);
  });

  it('shows the preview first and the whole file after "Expand code"', async () => {
    shouldCrash = false;
    renderDemo({ tsPreview: '<FragileDemo />' });
    expect(screen.getByText('<FragileDemo />')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand code' }));
    expect(await screen.findByText('const typed: string = "ts";')).toBeInTheDocument();
  });

  it('says so when the code cannot be loaded, and tries again when the code is opened again', async () => {
    shouldCrash = false;
    const loadSources = jest
      .fn<ReturnType<DemoProps['loadSources']>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: sources, scope: {} });
    renderDemo({ loadSources });
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code of this demo could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByText('const typed: string = "ts";')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the whole source of the chosen variant', async () => {
    shouldCrash = false;
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderDemo();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('const typed: string = "ts";');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('has a toolbar whose buttons carry analytics attributes', () => {
    shouldCrash = false;
    renderDemo();
    const toolbar = screen.getByRole('toolbar', { name: 'demo source' });
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(toolbar).toContainElement(copy);
    expect(copy).toHaveAttribute('data-ga-event-category', 'demo');
    expect(copy).toHaveAttribute('data-ga-event-action', 'copy');
    expect(copy).toHaveAttribute('data-ga-event-label', 'FragileDemo');
  });

  /** Renders a demo that counts its renders; `rendersSince` tells how many more it made after it first showed. */
  async function renderCountingDemo() {
    const rendered = jest.fn();
    function CountingDemo() {
      rendered();
      return <p>A grid of orders</p>;
    }
    renderDemo({ component: CountingDemo, name: 'CountingDemo' });
    await screen.findByText('A grid of orders');
    const rendersBefore = rendered.mock.calls.length;
    return { rendersSince: () => rendered.mock.calls.length - rendersBefore };
  }

  it('leaves the demo alone when the reader switches to dark mode: the colours are CSS variables', async () => {
    const { rendersSince } = await renderCountingDemo();
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'dark');
      await Promise.resolve();
    });
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'light');
      await Promise.resolve();
    });
    expect(rendersSince()).toBe(0);
  });

  it('does not render the demo again when its code opens or closes', async () => {
    const { rendersSince } = await renderCountingDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    await screen.findByRole('button', { name: 'Hide code' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    await act(() => Promise.resolve());
    expect(rendersSince()).toBe(0);
  });

  it('does not render the demo again when the reader switches direction or density (its MUI parts follow through MuiScope)', async () => {
    const { rendersSince } = await renderCountingDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dense' }));
    await act(() => Promise.resolve());
    expect(rendersSince()).toBe(0);
  });
});

describe('Demo code styling', () => {
  const stylingSources = (tsSource: string) => () =>
    Promise.resolve({ default: { tsSource, jsSource: tsSource, localFiles: [] }, scope: { react: React } });
  const systemProps: DemoProps = {
    component: () => <p>MUI System badge</p>,
    name: 'BadgeDemo',
    tsPreview: '<Box sx={{ fontWeight: 700 }}>New</Box>',
    jsPreview: '<Box sx={{ fontWeight: 700 }}>New</Box>',
    loadSources: stylingSources('sx'),
  };
  const tailwindVariant = {
    component: () => <p>Tailwind badge</p>,
    tsPreview: '<span className="font-bold">New</span>',
    jsPreview: '<span className="font-bold">New</span>',
    loadSources: stylingSources('tailwind'),
  };

  function renderStyled(cookie: string, stylings: DemoProps['stylings']) {
    document.cookie = `codeStyling=${encodeURIComponent(cookie)}; path=/`;
    return render(
      <SiteSettingsProvider>
        <Demo {...systemProps} stylings={stylings} />
      </SiteSettingsProvider>,
    );
  }

  it("runs and shows the variant of the reader's code styling, with no note", async () => {
    renderStyled('Tailwind', { tailwind: tailwindVariant });
    expect(await screen.findByText('Tailwind badge')).toBeInTheDocument();
    expect(screen.queryByText('MUI System badge')).not.toBeInTheDocument();
    expect(screen.getByText('<span className="font-bold">New</span>')).toBeInTheDocument();
    expect(screen.getByRole('toolbar')).not.toHaveTextContent('Shown with');
  });

  it('says in the toolbar that a demo without the chosen variant is shown with MUI System', async () => {
    renderStyled('CSS', { tailwind: tailwindVariant });
    expect(await screen.findByRole('toolbar')).toHaveTextContent('Shown with MUI System: this demo has no CSS version');
    expect(screen.getByText('MUI System badge')).toBeInTheDocument();
  });

  it('shows MUI System without a note when that is the choice', () => {
    renderStyled('MUI System', { tailwind: tailwindVariant });
    expect(screen.getByText('MUI System badge')).toBeInTheDocument();
    expect(screen.getByRole('toolbar')).not.toHaveTextContent('Shown with');
  });
});
