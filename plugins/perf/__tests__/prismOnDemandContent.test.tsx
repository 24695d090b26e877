import React, { type ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { variableCodeTheme } from '@site/plugins/code-blocks/codeTheme';
import CodeBlockContent from '@site/plugins/perf/prism-on-demand/theme/CodeBlock/Content';

interface TestToken {
  types: string[];
  content: string;
}
interface TestLineProps {
  line: TestToken[];
  classNames?: string[];
  getLineProps: (input: { line: TestToken[]; className?: string }) => object;
  getTokenProps: (input: { token: TestToken }) => object;
}

let isBrowser = true;
let metadata = {
  code: '',
  language: 'tsx',
  lineClassNames: {} as Record<number, string[]>,
  lineNumbersStart: undefined as number | undefined,
};
const mockPrismLoads = jest.fn();

jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => isBrowser }), { virtual: true });
jest.mock('@docusaurus/theme-common', () => ({ usePrismTheme: () => variableCodeTheme }), { virtual: true });
jest.mock(
  '@docusaurus/theme-common/internal',
  () => ({ useCodeBlockContext: () => ({ metadata, wordWrap: { codeBlockRef: { current: null } } }) }),
  {
    virtual: true,
  },
);
jest.mock('@theme/prism-include-languages', () => ({ __esModule: true, default: () => mockPrismLoads() }), { virtual: true });
// Docusaurus's Line, reduced to what it does with the props.
jest.mock(
  '@theme/CodeBlock/Line',
  () => ({
    __esModule: true,
    default: ({ line, classNames, getLineProps, getTokenProps }: TestLineProps): ReactNode => (
      <div {...getLineProps({ line, className: classNames?.join(' ') })}>
        {line.map((token, index) => (
          <span key={index} {...getTokenProps({ token })} />
        ))}
      </div>
    ),
  }),
  { virtual: true },
);

const SOURCE = "import * as React from 'react';\n\nexport default function App() {}";

beforeEach(() => {
  isBrowser = true;
  metadata = { code: SOURCE, language: 'tsx', lineClassNames: { 2: ['theme-code-block-highlighted-line'] }, lineNumbersStart: undefined };
});

// The server's highlighted lines as they reach the browser.
const SERVER_LINES =
  '<div class="token-line"><span class="token keyword">import</span><span class="token plain"> * as React from </span><span class="token string">\'react\'</span></div>' +
  '<div class="token-line"><span class="token plain" style="display:inline-block"></span></div>' +
  '<div class="token-line theme-code-block-highlighted-line"><span class="token keyword">export</span><span class="token plain"> default function App() {}</span></div>';

// In this order: the first test must run before anything has loaded Prism.
describe('CodeBlock content', () => {
  it('keeps the lines the server rendered while the page hydrates, and loads Prism only when the code changes', async () => {
    isBrowser = false;
    const container = document.createElement('div');
    document.body.append(container);
    // Render the block as the server would, to get the same hydration id, then put the server's lines in it.
    container.innerHTML = renderToString(<CodeBlockContent />);
    const code = container.querySelector('code')!;
    code.innerHTML = SERVER_LINES;
    const firstServerLine = code.firstElementChild;

    const { rerender } = await act(async () => render(<CodeBlockContent />, { container, hydrate: true }));
    isBrowser = true;
    await act(async () => rerender(<CodeBlockContent />));
    expect(code.firstElementChild).toBe(firstServerLine);
    expect(mockPrismLoads).not.toHaveBeenCalled();

    metadata = { ...metadata, code: 'export const answer = 42;', lineClassNames: {} };
    await act(async () => rerender(<CodeBlockContent />));
    await waitFor(() => expect(code.querySelector('.token.number')?.textContent).toBe('42'));
    expect(code.textContent).toBe('export const answer = 42;');
    expect(mockPrismLoads).toHaveBeenCalledTimes(1);
  });

  it('renders highlighted lines in the browser, with the classes of highlighted lines', async () => {
    metadata = { ...metadata, code: 'const late = true;\n\nlate;', lineClassNames: { 2: ['theme-code-block-highlighted-line'] } };
    const { container } = render(<CodeBlockContent />);
    expect(container.querySelectorAll('.token-line')).toHaveLength(3);
    await waitFor(() => expect(container.querySelector('.token.keyword')?.textContent).toBe('const'));
    expect(container.querySelectorAll('.token-line')[2]?.className).toContain('theme-code-block-highlighted-line');
    expect(container.querySelector('pre')?.className).toContain('language-tsx');
  });
});
