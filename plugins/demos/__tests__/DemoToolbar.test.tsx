import React, { type ComponentProps, type ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import DemoToolbar from '../theme/Demo/DemoToolbar';

// How many times each counted MUI component rendered (the mocks below count, then render the real component).
const renders = { IconButton: 0, Popper: 0, ToggleButton: 0 };

/** A MUI component's module whose default export counts its renders in `renders`, then renders the real one. */
function mockCountingRenders(name: keyof typeof renders) {
  const { forwardRef, createElement } = jest.requireActual<typeof import('react')>('react');
  const Actual = jest.requireActual<{ default: ComponentType<Record<string, unknown>> }>(`@mui/material/${name}`).default;
  const Counted = forwardRef<HTMLElement, Record<string, unknown>>((props, ref) => {
    renders[name] += 1;
    return createElement(Actual, { ...props, ref });
  });
  return { __esModule: true, default: Counted };
}

// Every icon button of the toolbar, the tooltips' poppers, and the TS and JS buttons.
jest.mock('@mui/material/IconButton', () => mockCountingRenders('IconButton'));
jest.mock('@mui/material/Popper', () => mockCountingRenders('Popper'));
jest.mock('@mui/material/ToggleButton', () => mockCountingRenders('ToggleButton'));

function toolbar(overrides: Partial<ComponentProps<typeof DemoToolbar>> = {}) {
  const noop = () => {};
  return (
    <DemoToolbar
      name="TeamDirectoryGrid"
      codeVariant="TS"
      onCodeVariantChange={noop}
      loadCode={() => Promise.resolve('const a = 1;')}
      loadPrompt={() => Promise.resolve('The demo')}
      onCopyFailed={noop}
      onPrepare={noop}
      codeOpen={false}
      codeToggleLabel="Show code"
      onToggleCode={noop}
      editing={false}
      onToggleEditing={noop}
      onReset={noop}
      onOpenCodeSandbox={noop}
      onOpenStackBlitz={noop}
      {...overrides}
    />
  );
}

const renderToolbar = (overrides: Partial<ComponentProps<typeof DemoToolbar>> = {}) => render(toolbar(overrides));

describe('the demo toolbar', () => {
  beforeEach(() => {
    renders.IconButton = 0;
    renders.Popper = 0;
    renders.ToggleButton = 0;
  });

  it("answers a press without a ripple (a page's first ripple writes keyframes, which restyles the whole page)", () => {
    const { container } = renderToolbar({ editing: true });
    for (const button of [...container.querySelectorAll('button')]) {
      fireEvent.mouseDown(button);
      fireEvent.mouseUp(button);
    }
    expect(container.querySelectorAll('button').length).toBeGreaterThan(5);
    expect(container.querySelectorAll('.MuiTouchRipple-root')).toHaveLength(0);
  });

  it('renders each of its eight icon buttons once when it mounts, tooltips included', () => {
    renderToolbar();
    expect(screen.getAllByRole('button', { name: /Show code|Edit the code|Copy|CodeSandbox|StackBlitz|Reset/ })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Link to this demo' })).toBeInTheDocument();
    expect(renders.IconButton).toBe(8);
  });

  it('renders again only the buttons a focus move or a press changes, each pressed once with the latest handler', () => {
    const firstReset = jest.fn();
    const { rerender } = renderToolbar({ onReset: firstReset });
    const rendered = renders.IconButton;
    // Tab reaches Reset: it takes the toolbar's Tab stop from TS, and no other icon button changes.
    act(() => screen.getByRole('button', { name: 'Reset the demo' }).focus());
    expect(renders.IconButton - rendered).toBe(1);
    const latestReset = jest.fn();
    const onToggleEditing = jest.fn();
    // The demo opens its editor: the Edit button shows it pressed; the others render as they were.
    const afterFocus = renders.IconButton;
    rerender(toolbar({ editing: true, onToggleEditing, onReset: latestReset }));
    expect(screen.getByRole('button', { name: 'Edit the code' })).toHaveAttribute('aria-pressed', 'true');
    expect(renders.IconButton - afterFocus).toBe(1);
    // A button that did not render again still calls the handlers of the last render.
    fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the code' }));
    expect(latestReset).toHaveBeenCalledTimes(1);
    expect(firstReset).not.toHaveBeenCalled();
    expect(onToggleEditing).toHaveBeenCalledTimes(1);
  });

  it('leaves the TS and JS buttons alone while the focus moves among the icon buttons, and switches with the latest handler', () => {
    const firstChange = jest.fn();
    const { rerender } = renderToolbar({ onCodeVariantChange: firstChange });
    expect(renders.ToggleButton).toBe(2);
    // Leaving TS takes its Tab stop from it: the pair renders again once.
    act(() => screen.getByRole('button', { name: 'Reset the demo' }).focus());
    expect(renders.ToggleButton).toBe(4);
    act(() => screen.getByRole('button', { name: 'Edit the code' }).focus());
    act(() => screen.getByRole('button', { name: 'Show code' }).focus());
    expect(renders.ToggleButton).toBe(4);
    const latestChange = jest.fn();
    rerender(toolbar({ onCodeVariantChange: latestChange }));
    expect(renders.ToggleButton).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(latestChange).toHaveBeenCalledWith('JS');
    expect(firstChange).not.toHaveBeenCalled();
  });

  it("shows a button's tooltip when the pointer is over it, and keeps the button's own name", async () => {
    renderToolbar();
    const reset = screen.getByRole('button', { name: 'Reset the demo' });
    fireEvent.mouseOver(reset);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reset the demo');
    expect(reset).toHaveAccessibleName('Reset the demo');
  });

  it("draws no tooltip popper until one opens, then MUI's Popper above the page that takes the pointer while open", async () => {
    renderToolbar();
    expect(renders.Popper).toBe(0);
    const reset = screen.getByRole('button', { name: 'Reset the demo' });
    fireEvent.mouseOver(reset);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveClass('MuiTooltip-popper');
    expect(getComputedStyle(tooltip).zIndex).toBe('1500');
    expect(getComputedStyle(tooltip).pointerEvents).toBe('auto');
    // Only the tooltip that opened has a popper.
    expect(document.querySelectorAll('.MuiPopper-root')).toHaveLength(1);
    fireEvent.mouseLeave(reset);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('offers Copy link beside Reset once the code is edited, and the arrow keys reach it in that order', () => {
    renderToolbar({ loadSharedLink: () => Promise.resolve('http://localhost/x/#shared-edit=1') });
    const toolbar = screen.getByRole('toolbar');
    // Focus changes the button's focus-visible state: in act, as a reader's Tab would be.
    act(() => screen.getByRole('button', { name: 'TS' }).focus());
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toHaveAccessibleName('Link to this demo');
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toHaveAccessibleName('Copy a link to this edit');
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toHaveAccessibleName('Reset the demo');
  });

  it('has no Copy link while the code is the original', () => {
    renderToolbar();
    expect(screen.queryByRole('button', { name: 'Copy a link to this edit' })).not.toBeInTheDocument();
  });

  it('says Copy failed, and tells the demo, when the link cannot be made', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(() => Promise.resolve()) }, configurable: true });
    const onCopyLinkFailed = jest.fn();
    renderToolbar({ loadSharedLink: () => Promise.reject(new Error('too long')), onCopyLinkFailed });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy a link to this edit' }));
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(onCopyLinkFailed).toHaveBeenCalledWith('load');
    warn.mockRestore();
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
