import React, { Suspense } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Demo, { type DemoProps } from '../theme/Demo';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';
import { pageHoldsUnsavedWork } from '../../offline/unsavedWork';

// The real editor is an editable `pre` (react-live), typed into by the e2e tests in Chromium; here a text area with
// the same name and the same Escape stands in for it, so that the tests drive the editing state.
jest.mock('../theme/Demo/live/DemoCodeEditor', () => ({
  __esModule: true,
  default: ({
    code,
    label,
    onChange,
    onEscape,
  }: {
    code: string;
    label: string;
    onChange: (code: string) => void;
    onEscape: () => void;
  }) => (
    <textarea
      aria-label={label}
      value={code}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => event.key === 'Escape' && onEscape()}
    />
  ),
}));

const openInSandbox = jest.fn(() => Promise.resolve());
jest.mock('../theme/Demo/openInSandbox', () => ({
  openDemoInSandbox: (...args: unknown[]) => openInSandbox(...(args as [])),
}));

function Counter() {
  return <p>Original counter</p>;
}

const tsSource = 'export default function Counter() {\n  return <p>Original counter</p>;\n}';
const jsSource = 'export default function Counter() {\n  return <p>Original counter (JS)</p>;\n}';

const props: DemoProps = {
  component: Counter,
  name: 'Counter',
  tsPreview: null,
  jsPreview: null,
  // As a sources module gives it: the names the original demo imports from each module.
  loadSources: () =>
    Promise.resolve({ default: { tsSource, jsSource, localFiles: [] }, scope: { react: { __esModule: true, useState: React.useState } } }),
};

function renderDemo(overrides: Partial<DemoProps> = {}) {
  return render(
    <SiteSettingsProvider>
      <Demo {...props} {...overrides} />
      <p>The rest of the page</p>
    </SiteSettingsProvider>,
  );
}

const editor = () => screen.getByRole('textbox', { name: /code of the Counter demo, editable/ });

async function startEditing() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edit the code' }));
  });
  return screen.findByRole('textbox', { name: /TypeScript code of the Counter demo/ });
}

/** Types the whole new code, then lets the preview catch up. */
async function type(code: string) {
  fireEvent.change(editor(), { target: { value: code } });
  await act(async () => {
    jest.advanceTimersByTime(400);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  document.cookie = 'codeVariant=; max-age=0; path=/';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  openInSandbox.mockClear();
});

describe('editing a demo', () => {
  it('opens the code as an editor, and the preview follows the edited code', async () => {
    renderDemo();
    expect((await startEditing()).textContent).toBe(tsSource);
    expect(screen.getByRole('button', { name: 'Edit the code' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Edit the TypeScript code: the preview follows as you type/)).toBeInTheDocument();
    await type('export default function Counter() {\n  return <p>Edited counter</p>;\n}');
    expect(screen.getByText('Edited counter')).toBeInTheDocument();
    expect(screen.queryByText('Original counter')).not.toBeInTheDocument();
    expect(screen.getByText(/Edited: the preview runs this TypeScript code/)).toBeInTheDocument();
  });

  it('does not render the running demo again when the editor opens and its code arrives', async () => {
    const counterRendered = jest.fn();
    function CountedCounter() {
      counterRendered();
      return <p>Original counter</p>;
    }
    renderDemo({ component: CountedCounter });
    expect(screen.getByText('Original counter')).toBeInTheDocument();
    const before = counterRendered.mock.calls.length;
    await startEditing();
    expect(screen.getByText('Original counter')).toBeInTheDocument();
    expect(counterRendered).toHaveBeenCalledTimes(before);
  });

  it('shows a syntax error with its line under the preview, keeps the code, and comes back when it is fixed', async () => {
    renderDemo();
    await startEditing();
    const broken = 'export default function Counter() {\n  const = 2;\n  return <p>Broken counter</p>;\n}';
    await type(broken);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Line 2: Unexpected token/);
    expect(editor()).toHaveValue(broken);
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    await type('export default function Counter() {\n  return <p>Fixed counter</p>;\n}');
    expect(screen.getByText('Fixed counter')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error thrown while the edited demo renders with its line', async () => {
    renderDemo();
    await startEditing();
    await type('export default function Counter() {\n  const rows = undefined;\n  return <p>{rows.length}</p>;\n}');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Line 3: .*length/);
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });

  it('names an import the edited demo cannot have', async () => {
    renderDemo();
    await startEditing();
    await type("import dayjs from 'dayjs';\nexport default function Counter() {\n  return <p>{dayjs().year()}</p>;\n}");
    expect(screen.getByRole('alert')).toHaveTextContent('“dayjs” cannot be imported here');
  });

  it('names a name the original demo does not import, at the line that renders it', async () => {
    renderDemo();
    await startEditing();
    await type(
      "import { useState, useFormStatus } from 'react';\nexport default function Counter() {\n  const [count] = useState(1);\n  return <p>{count}{useFormStatus()}</p>;\n}",
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Line 4: The original demo imports no “useFormStatus” from “react”/);
  });

  it('keeps each variant’s edit, and runs the code of the variant shown', async () => {
    renderDemo();
    await startEditing();
    await type('export default function Counter() {\n  return <p>Edited in TypeScript</p>;\n}');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'JS' }));
      jest.advanceTimersByTime(400);
    });
    expect(screen.getByRole('textbox', { name: /JavaScript code of the Counter demo/ })).toHaveValue(jsSource);
    expect(screen.getByText('Original counter')).toBeInTheDocument();
    expect(screen.getByText(/Your TS edits are kept: switch to TS to run them/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'TS' }));
      jest.advanceTimersByTime(400);
    });
    expect(editor()).toHaveValue('export default function Counter() {\n  return <p>Edited in TypeScript</p>;\n}');
    expect(screen.getByText('Edited in TypeScript')).toBeInTheDocument();
  });

  it('keeps the edit while the code is collapsed and expanded', async () => {
    renderDemo();
    await startEditing();
    await type('export default function Counter() {\n  return <p>Kept edit</p>;\n}');
    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Kept edit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(editor()).toHaveValue('export default function Counter() {\n  return <p>Kept edit</p>;\n}');
  });

  it('brings back the original code and component with Reset', async () => {
    renderDemo();
    await startEditing();
    await type('export default function Counter() {\n  return <p>Edited counter</p>;\n}');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
    });
    expect(editor()).toHaveValue(tsSource);
    expect(screen.getByText('Original counter')).toBeInTheDocument();
  });

  it('copies and opens in a sandbox the edited code', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderDemo();
    await startEditing();
    const edited = 'export default function Counter() {\n  return <p>Shared edit</p>;\n}';
    await type(edited);
    const toolbar = screen.getByRole('toolbar', { name: 'demo source' });
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(edited);
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Open in CodeSandbox' }));
    });
    expect(openInSandbox).toHaveBeenCalledWith('codesandbox', expect.objectContaining({ source: edited }));
  });

  it('leaves the editor with Escape, back to the Edit button', async () => {
    renderDemo();
    await startEditing();
    fireEvent.keyDown(editor(), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Edit the code' })).toHaveFocus();
  });

  it('keeps the running demo on screen while an edit that waits for its data mounts, then shows the edit', async () => {
    let resolveGreeting: (greeting: string) => void = () => undefined;
    const greeting = new Promise<string>((resolve) => (resolveGreeting = resolve));
    const loadSources = () =>
      Promise.resolve({
        default: { tsSource, jsSource, localFiles: [] },
        scope: { react: { __esModule: true, use: React.use }, './greeting': { __esModule: true, greeting } },
      });
    // On the site a demo stands inside Suspense boundaries (its frame's, the page's).
    render(
      <SiteSettingsProvider>
        <Suspense fallback={<p>Waiting</p>}>
          <Demo {...props} loadSources={loadSources} />
        </Suspense>
        <p>The rest of the page</p>
      </SiteSettingsProvider>,
    );
    await startEditing();
    const typed =
      "import { use } from 'react';\nimport { greeting } from './greeting';\n" +
      'export default function Counter() {\n  return <p>{use(greeting)}</p>;\n}';
    // Typed in the real editor, the edit reaches the demo from its pause timer, outside the key's event.
    await act(async () => {
      fireEvent.change(editor(), { target: { value: typed } });
    });
    expect(editor()).toHaveValue(typed);
    expect(screen.getByText(/Edited: the preview runs this TypeScript code/)).toBeInTheDocument();
    expect(screen.getByText('Original counter')).toBeInTheDocument();
    await act(async () => resolveGreeting('Loaded counter'));
    expect(screen.getByText('Loaded counter')).toBeInTheDocument();
    expect(screen.queryByText('Original counter')).not.toBeInTheDocument();
  });

  it('stops an interval the edited code started when the reader presses Reset', async () => {
    const ticks = jest.fn();
    Object.assign(window, { demoTick: ticks });
    renderDemo();
    await startEditing();
    await type('setInterval(() => window.demoTick(), 100);\nexport default function Counter() {\n  return <p>Ticking</p>;\n}');
    expect(screen.getByText('Ticking')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(ticks.mock.calls.length).toBeGreaterThanOrEqual(4);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
    });
    const afterReset = ticks.mock.calls.length;
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(ticks).toHaveBeenCalledTimes(afterReset);
  });
});

describe('edits kept for the session', () => {
  const edited = 'export default function Counter() {\n  return <p>Kept across a reload</p>;\n}';

  it('brings the edit back after a reload, marked as edited, and Discard edits restores the original', async () => {
    const first = renderDemo();
    await startEditing();
    await type(edited);
    expect(pageHoldsUnsavedWork()).toBe(true);
    first.unmount();

    renderDemo();
    expect(await screen.findByText('Kept across a reload')).toBeInTheDocument();
    expect(editor()).toHaveValue(edited);
    expect(screen.getByText(/Your edits from earlier in this session are back/)).toBeInTheDocument();
    expect(screen.getByText(/Edited: the preview runs this TypeScript code/)).toBeInTheDocument();
    expect(pageHoldsUnsavedWork()).toBe(true);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Discard edits' }));
    });
    expect(editor()).toHaveValue(tsSource);
    expect(screen.getByText('Original counter')).toBeInTheDocument();
    expect(pageHoldsUnsavedWork()).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('says so when the storage is full, and the edit still runs', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderDemo();
    await startEditing();
    await type(edited);
    expect(screen.getByText('Kept across a reload')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /will not be kept if you leave this page: the browser's storage for this site is full/,
    );
  });

  it('works without keeping anything when the storage throws on every call', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderDemo();
    await startEditing();
    await type(edited);
    expect(screen.getByText('Kept across a reload')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/will not be kept if you leave this page: the browser gives this site no storage/);
  });
});

describe('copying a demo', () => {
  it('says the copy failed and offers a reload when the code cannot be loaded', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderDemo({ loadSources: () => Promise.reject(new Error('Loading chunk 42 failed')) });
    const toolbar = screen.getByRole('toolbar', { name: 'demo source' });
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(within(toolbar).getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded to copy it/);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard write', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) } });
    renderDemo();
    const toolbar = screen.getByRole('toolbar', { name: 'demo source' });
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy' }));
    });
    expect(within(toolbar).getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/did not let the page write to the clipboard/);
  });
});
