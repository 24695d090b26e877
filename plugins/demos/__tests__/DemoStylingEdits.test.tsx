import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Demo, { type DemoProps } from '../theme/Demo';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';
import { useCodePreferences } from '../../../src/theme/SiteSettings';

// A text area stands in for the editor (as in DemoEditing.test.tsx), so that the test drives the editing state.
jest.mock('../theme/Demo/live/DemoCodeEditor', () => ({
  __esModule: true,
  default: ({ code, label, onChange }: { code: string; label: string; onChange: (code: string) => void }) => (
    <textarea aria-label={label} value={code} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const sourcesOf = (text: string) => () =>
  Promise.resolve({
    default: { tsSource: `export default function Badge() {\n  return <p>${text}</p>;\n}`, jsSource: '', localFiles: [] },
    scope: {},
  });

const props: DemoProps = {
  component: () => <p>MUI System badge</p>,
  name: 'Badge',
  tsPreview: null,
  jsPreview: null,
  loadSources: sourcesOf('MUI System badge'),
  stylings: {
    tailwind: { component: () => <p>Tailwind badge</p>, tsPreview: null, jsPreview: null, loadSources: sourcesOf('Tailwind badge') },
    css: { component: () => <p>CSS badge</p>, tsPreview: null, jsPreview: null, loadSources: sourcesOf('CSS badge') },
  },
};

/** The drawer's code styling choice, as a button. */
function ChooseCss() {
  const { setCodeStyling } = useCodePreferences();
  return <button onClick={() => setCodeStyling('css')}>Choose CSS</button>;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = 'codeStyling=Tailwind; path=/';
});

afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'codeStyling=; max-age=0; path=/';
});

it('keeps the variant the reader is editing when the code styling changes, says so, and follows the choice after Reset', async () => {
  render(
    <SiteSettingsProvider>
      <ChooseCss />
      <Demo {...props} />
    </SiteSettingsProvider>,
  );
  expect(await screen.findByText('Tailwind badge')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edit the code' }));
  });
  const editor = await screen.findByRole('textbox', { name: /TypeScript code of the Badge demo/ });
  fireEvent.change(editor, { target: { value: 'export default function Badge() {\n  return <p>Edited Tailwind badge</p>;\n}' } });
  await act(async () => {
    jest.advanceTimersByTime(400);
  });
  expect(screen.getByText('Edited Tailwind badge')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Choose CSS' }));
  expect(screen.getByText('Edited Tailwind badge')).toBeInTheDocument();
  expect(screen.getByRole('toolbar')).toHaveTextContent(
    'Shown with Tailwind, the version you are editing: reset the demo to see the CSS version',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
  expect(await screen.findByText('CSS badge')).toBeInTheDocument();
  expect(screen.getByRole('toolbar')).not.toHaveTextContent('Shown with');
});
