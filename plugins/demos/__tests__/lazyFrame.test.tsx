import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { DemoProps } from '../theme/Demo';
import { lazyDemoFrame, type DemoFrameModule } from '../theme/Demo/lazyFrame';

let mockIsBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => mockIsBrowser }), { virtual: true });

/** A stand-in for `@theme/Demo`: the frame with its demo's name. */
function Frame({ name }: DemoProps) {
  return <figure className="demo-frame">{`The ${name} demo`}</figure>;
}
const frameModule: DemoFrameModule = { default: Frame };

const props: DemoProps = {
  name: 'SalesChart',
  component: () => null,
  tsPreview: null,
  jsPreview: null,
  loadSources: () => Promise.reject(new Error('not needed')),
};

beforeEach(() => {
  mockIsBrowser = true;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('lazyDemoFrame', () => {
  it("starts the frame's download with the page's module, and shows a busy box until the frame arrives", async () => {
    let arrive: (module: DemoFrameModule) => void = () => undefined;
    const load = jest.fn(() => new Promise<DemoFrameModule>((resolve) => (arrive = resolve)));
    const Demo = lazyDemoFrame(load);
    expect(load).toHaveBeenCalledTimes(1);

    const { container } = render(<Demo {...props} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await act(async () => arrive(frameModule));
    expect(screen.getByText('The SalesChart demo')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("draws a frame that has already arrived after the page's own commit, in a transition, when it comes with a link", async () => {
    const load = jest.fn(() => Promise.resolve(frameModule));
    const Demo = lazyDemoFrame(load);
    await act(async () => undefined);

    const container = document.createElement('div');
    document.body.append(container);
    const drawn = new MutationObserver(() => undefined);
    drawn.observe(container, { childList: true, subtree: true });
    render(<Demo {...props} />, { container });
    const added = drawn.takeRecords().flatMap((record) => [...record.addedNodes]);
    drawn.disconnect();
    // The first commit draws the busy box, the next the frame.
    expect(added.map((node) => (node as Element).getAttribute?.('aria-busy'))).toContain('true');
    expect(screen.getByText('The SalesChart demo')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    container.remove();
  });

  it('says the code could not be downloaded, instead of the crash screen, and downloads again on "Try again"', async () => {
    const load = jest
      .fn<Promise<DemoFrameModule>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 4471 failed.'))
      .mockResolvedValue(frameModule);
    const Demo = lazyDemoFrame(load);
    render(
      <>
        <Demo {...props} />
        <Demo {...props} name="VisitsChart" />
      </>,
    );

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent("This demo's code could not be downloaded. Check your connection, then try again.");
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement));
    // One frame's successful download brings the other failed one too.
    expect(await screen.findByText('The SalesChart demo')).toBeInTheDocument();
    expect(await screen.findByText('The VisitsChart demo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("renders the server bundle's frame in place, without downloading anything", () => {
    mockIsBrowser = false;
    const load = jest.fn(() => Promise.resolve(frameModule));
    const Demo = lazyDemoFrame(load, frameModule);
    expect(renderToString(<Demo {...props} />)).toBe('<figure class="demo-frame">The SalesChart demo</figure>');
    expect(load).not.toHaveBeenCalled();
  });

  it("hydrates the server's frame: its markup stays on screen while the frame downloads, with no mismatch", async () => {
    mockIsBrowser = false;
    const container = document.createElement('div');
    container.innerHTML = '<figure class="demo-frame">The SalesChart demo</figure>';
    document.body.append(container);
    let arrive: (module: DemoFrameModule) => void = () => undefined;
    const Demo = lazyDemoFrame(() => new Promise<DemoFrameModule>((resolve) => (arrive = resolve)));

    await act(async () => {
      hydrateRoot(container, <Demo {...props} />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(container.innerHTML).toBe('<figure class="demo-frame">The SalesChart demo</figure>');
    await act(async () => arrive(frameModule));
    expect(container.innerHTML).toBe('<figure class="demo-frame">The SalesChart demo</figure>');
    expect(console.error).not.toHaveBeenCalled();
    container.remove();
  });
});
