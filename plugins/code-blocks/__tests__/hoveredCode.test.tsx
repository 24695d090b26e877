import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installCopyHoveredCode } from '../hoveredCode';
import CopyButton from '../theme/CodeBlock/Buttons/CopyButton';

const code = '// Starts with a comment\nconst rows = [];\n\nexport default rows;';

jest.mock('@docusaurus/theme-common/internal', () => ({ useCodeBlockContext: () => ({ metadata: { code } }) }), { virtual: true });
jest.mock(
  '@theme/CodeBlock/Buttons/Button',
  () => ({
    __esModule: true,
    default: (props: React.ButtonHTMLAttributes<HTMLButtonElement>) => <button type="button" {...props} />,
  }),
  { virtual: true },
);

/** A code block as the theme renders it: every line its own element, and the Copy button. */
function CodeBlockOnPage() {
  return (
    <div className="theme-code-block">
      <pre>
        <code>
          {code.split('\n').map((line, index) => (
            <span key={index} className="token-line">
              {line}
              <br />
            </span>
          ))}
        </code>
      </pre>
      <CopyButton />
    </div>
  );
}

describe('Ctrl+C over a code block', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installCopyHoveredCode(document, false);
  });
  afterEach(() => uninstall());

  it('copies exactly what the Copy button copies, every line break kept', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CodeBlockOnPage />);
    fireEvent.pointerOver(screen.getByText('const rows = [];'));
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    });
    expect(writeText).toHaveBeenCalledWith(code);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('copies nothing when the pointer is not over a code block', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <>
        <p>Prose</p>
        <CodeBlockOnPage />
      </>,
    );
    fireEvent.pointerOver(screen.getByText('Prose'));
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says the copy failed when the browser refuses the write', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.assign(navigator, { clipboard: { writeText: jest.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) } });
    render(<CodeBlockOnPage />);
    fireEvent.pointerOver(screen.getByText('const rows = [];'));
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    });
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });
});
