import React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import SettingsDrawer from '../drawer/SettingsDrawer';
import SiteSettingsProvider from '../state/SiteSettingsProvider';
import { TranslationsProvider } from '@theme/Translations';

// Docusaurus's colour mode as a store: a choice made through it renders its readers again, as Docusaurus's context does.
const mockColorMode = {
  colorModeChoice: null as 'light' | 'dark' | null,
  setColorMode: jest.fn((choice: 'light' | 'dark' | null) => {
    mockColorMode.colorModeChoice = choice;
    mockColorMode.listeners.forEach((listener) => listener());
  }),
  listeners: new Set<() => void>(),
};
jest.mock(
  '@docusaurus/theme-common',
  () => {
    const { useSyncExternalStore } = jest.requireActual<typeof React>('react');
    const subscribe = (listener: () => void) => {
      mockColorMode.listeners.add(listener);
      return () => mockColorMode.listeners.delete(listener);
    };
    return {
      useColorMode: () => ({
        colorModeChoice: useSyncExternalStore(subscribe, () => mockColorMode.colorModeChoice),
        setColorMode: mockColorMode.setColorMode,
      }),
    };
  },
  { virtual: true },
);

// Counts the renders of each choice group by its title.
const mockGroupRenders = new Map<string, number>();
jest.mock('../drawer/ChoiceGroup', () => {
  const { default: ChoiceGroup } = jest.requireActual<{ default: (props: { title: string }) => React.ReactNode }>('../drawer/ChoiceGroup');
  return {
    __esModule: true,
    default: (props: { title: string }) => {
      mockGroupRenders.set(props.title, (mockGroupRenders.get(props.title) ?? 0) + 1);
      return ChoiceGroup(props);
    },
  };
});

// Counts the renders of the drawer's switches (density, and the plan lens's hiding).
let mockSwitchRenders = 0;
jest.mock('@mui/material/Switch', () => {
  const { default: Switch } = jest.requireActual<{ default: React.ComponentType<object> }>('@mui/material/Switch');
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: (props: object) => {
      mockSwitchRenders += 1;
      return React.createElement(Switch, props);
    },
  };
});

function renderDrawer() {
  render(
    <TranslationsProvider>
      <SiteSettingsProvider>
        <SettingsDrawer open onClose={() => undefined} />
      </SiteSettingsProvider>
    </TranslationsProvider>,
  );
}

/** The choice groups a click renders again. */
function groupsRenderedBy(click: () => void): Record<string, number> {
  mockGroupRenders.clear();
  mockSwitchRenders = 0;
  act(click);
  return Object.fromEntries(mockGroupRenders);
}

const pressed = (name: string) => screen.getByRole('button', { name, pressed: true });

beforeEach(() => {
  mockColorMode.colorModeChoice = null;
  mockColorMode.setColorMode.mockClear();
  mockGroupRenders.clear();
});

describe('the colour mode in the settings drawer', () => {
  it("shows Docusaurus's choice: System when the reader chose none", () => {
    renderDrawer();
    expect(pressed('System')).toBeInTheDocument();
  });

  it('shows a stored choice', () => {
    mockColorMode.colorModeChoice = 'dark';
    renderDrawer();
    expect(pressed('Dark')).toBeInTheDocument();
  });

  it('sets the mode through Docusaurus, System as no choice', () => {
    mockColorMode.colorModeChoice = 'light';
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(mockColorMode.setColorMode.mock.calls).toEqual([['dark'], [null]]);
  });

  it('renders the mode group again at a switch, not the rest of the drawer', () => {
    renderDrawer();
    expect(groupsRenderedBy(() => fireEvent.click(screen.getByRole('button', { name: 'Dark' })))).toEqual({ Mode: 1 });
    expect(pressed('Dark')).toBeInTheDocument();
  });
});

describe('the controls of the settings drawer', () => {
  it("answer a press without a ripple (a page's first ripple writes keyframes, which restyles the whole page)", () => {
    renderDrawer();
    const dialog = screen.getByRole('dialog');
    for (const control of [...dialog.querySelectorAll('button, input[type="checkbox"]')]) {
      fireEvent.mouseDown(control);
      fireEvent.mouseUp(control);
    }
    expect(dialog.querySelectorAll('.MuiTouchRipple-root')).toHaveLength(0);
  });
});

describe('the direction in the settings drawer', () => {
  // The file's first switch to right to left: the mirrored styles are not loaded yet, so nothing else follows at once.
  it("renders the direction group again at a switch, not the density's, and the rest of the drawer only with its mirrored styles", async () => {
    renderDrawer();
    expect(groupsRenderedBy(() => fireEvent.click(screen.getByRole('button', { name: 'Right to left' })))).toEqual({ Direction: 1 });
    expect(mockSwitchRenders).toBe(0);
    expect(pressed('Right to left')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog').className).toMatch(/\brtl-/));
  });

  it('mirrors the drawer with the right-to-left styles, which load on the first switch', async () => {
    renderDrawer();
    const paper = screen.getByRole('dialog');
    expect(paper.className).toMatch(/\bcss-/);
    fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
    // Emotion's right-to-left cache names its classes rtl-…: the drawer's inner spacing is mirrored with the page.
    await waitFor(() => expect(paper.className).toMatch(/\brtl-/));
    expect(paper.className).not.toMatch(/\bcss-/);
  });
});

describe('the code preferences in the settings drawer', () => {
  it('render their two groups again at a switch, not the rest of the drawer', () => {
    renderDrawer();
    const codeGroups = { Code: 1, 'Code styling': 1 };
    expect(groupsRenderedBy(() => fireEvent.click(screen.getByRole('button', { name: 'JavaScript' })))).toEqual(codeGroups);
    expect(groupsRenderedBy(() => fireEvent.click(screen.getByRole('button', { name: 'CSS' })))).toEqual(codeGroups);
    expect(pressed('JavaScript')).toBeInTheDocument();
    expect(pressed('CSS')).toBeInTheDocument();
  });
});

describe('the plan lens in the settings drawer', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-plan-lens');
    document.documentElement.removeAttribute('data-plan-lens-hide');
  });

  it('starts unset, with hiding unavailable until a plan is chosen', () => {
    renderDrawer();
    expect(pressed('Not set')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hide what my plan does not include' })).toBeDisabled();
  });

  it('shows the chosen plan on the page and keeps it', async () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Community' }));
    const hide = screen.getByRole('switch', { name: 'Hide what my plan does not include' });
    await waitFor(() => expect(hide).toBeEnabled());
    // Awaited: the page's lens is read back through a MutationObserver, whose callback runs after the click.
    await act(async () => fireEvent.click(hide));
    expect(pressed('Community')).toBeInTheDocument();
    expect(document.documentElement.getAttribute('data-plan-lens')).toBe('community');
    expect(document.documentElement.hasAttribute('data-plan-lens-hide')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('x-docs.planLens') ?? 'null')).toEqual({ plan: 'community', hide: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Not set' })));
    expect(document.documentElement.hasAttribute('data-plan-lens')).toBe(false);
    expect(window.localStorage.getItem('x-docs.planLens')).toBeNull();
  });
});

describe('your theme in the settings drawer', () => {
  const field = () => screen.getByRole('textbox', { name: 'Theme options (JSON)' });
  const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

  afterEach(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    window.localStorage.clear();
  });

  it('keeps a valid theme as written and says so in the text tied to the field', () => {
    renderDrawer();
    const theme = '{\n  "palette": { "primary": { "main": "#d81b60" } }\n}';
    fireEvent.change(field(), { target: { value: theme } });
    apply();
    expect(field()).toHaveAccessibleDescription('Applied to every demo, and kept in this browser.');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(window.localStorage.getItem('x-docs.readerTheme') ?? 'null')).toEqual({ version: 1, json: theme });
  });

  it('says what is wrong and where, keeps nothing, and marks the field invalid', () => {
    renderDrawer();
    fireEvent.change(field(), { target: { value: '{\n  "shape": { "borderRadius": "4px" },\n  "palette": { "mode": "dark" }\n}' } });
    apply();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      'Line 2, shape.borderRadius: must be a number. Line 3, palette.mode: the site sets this itself (the mode and the direction follow your settings).',
    );
    expect(window.localStorage.getItem('x-docs.readerTheme')).toBeNull();
  });

  it('reads a chosen file into the field and applies it', async () => {
    renderDrawer();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['{ "spacing": 4 }'], 'theme.json', { type: 'application/json' });
    Object.defineProperty(file, 'text', { value: () => Promise.resolve('{ "spacing": 4 }') });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(field()).toHaveValue('{ "spacing": 4 }'));
    expect(JSON.parse(window.localStorage.getItem('x-docs.readerTheme') ?? 'null')).toEqual({ version: 1, json: '{ "spacing": 4 }' });
  });
});
