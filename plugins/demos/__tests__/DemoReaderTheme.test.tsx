import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Demo, { type DemoProps } from '../theme/Demo';
import { codeWithThemeFile } from '../theme/Demo/readerTheme/readerThemeFiles';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';
import { setStoredReaderTheme } from '../../../src/settings/readerTheme/useStoredReaderTheme';

/** Says the primary colour of the theme it renders in; crashes when that colour is the one the test forbids. */
function ColourDemo() {
  const theme = useTheme();
  if (theme.palette.primary.main === '#00ff00') throw new Error('Green is not allowed here');
  return (
    <p>
      Primary: {theme.palette.primary.main} <Button>Go</Button>
    </p>
  );
}

const props: DemoProps = {
  component: ColourDemo,
  name: 'ColourDemo',
  tsPreview: null,
  jsPreview: null,
  loadSources: () => Promise.resolve({ default: { tsSource: '', jsSource: '', localFiles: [] }, scope: { react: React } }),
};

function renderDemo() {
  return render(
    <SiteSettingsProvider>
      <p>The rest of the page</p>
      <Demo {...props} />
    </SiteSettingsProvider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => void setStoredReaderTheme(null));
  jest.restoreAllMocks();
});

describe("a demo with the reader's theme", () => {
  it('renders in the site theme without one, with no chip', () => {
    renderDemo();
    expect(screen.getByText(/Primary:/).textContent).not.toContain('#d81b60');
    expect(screen.queryByText('Your theme')).toBeNull();
  });

  it('renders with it once its chunk has loaded, and its chip turns it off on the page and back on', async () => {
    act(() => void setStoredReaderTheme('{ "palette": { "primary": { "main": "#d81b60" } } }'));
    renderDemo();
    await screen.findByText(/Primary: #d81b60/);
    expect(screen.getByText('Your theme')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off on this page' }));
    expect(screen.getByText(/Primary:/).textContent).not.toContain('#d81b60');
    expect(screen.getByText('Your theme is off on this page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn it back on' }));
    await screen.findByText(/Primary: #d81b60/);
  });

  it('shows the problems of a stored theme it cannot use, and the demo in the site theme', async () => {
    act(() => void setStoredReaderTheme('{\n  "shape": { "borderRadius": "big" }\n}'));
    renderDemo();
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 2, shape.borderRadius: must be a number.');
    expect(screen.getByText(/Primary:/)).toBeInTheDocument();
  });

  it('runs a demo that crashes under the theme without it, with the reason, and keeps the page', async () => {
    act(() => void setStoredReaderTheme('{ "palette": { "primary": { "main": "#00ff00" } } }'));
    renderDemo();
    expect(await screen.findByRole('alert')).toHaveTextContent('Green is not allowed here');
    expect(screen.getByText(/Primary:/)).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });
});

describe('what Copy writes with the theme', () => {
  it("adds the theme's module after the code under a comment naming it, and nothing without one", () => {
    const themeFile = { fileName: 'theme.ts', source: 'export default theme;\n' };
    expect(codeWithThemeFile('const a = 1;\n', themeFile)).toBe(
      "const a = 1;\n\n// theme.ts: your theme from the docs' settings. Render the demo inside\n// <ThemeProvider theme={theme}> (from '@mui/material/styles') to see it as on the docs.\nexport default theme;\n",
    );
    expect(codeWithThemeFile('const a = 1;\n', null)).toBe('const a = 1;\n');
  });
});
