import { modeInitScript } from '../../../src/lib/modeScript';

function runScript({ stored, prefersDark }: { stored: string | null; prefersDark: boolean }) {
  document.documentElement.setAttribute('data-theme', 'light');
  document.documentElement.removeAttribute('data-theme-choice');
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem('mui-mode', stored);
  window.matchMedia = ((query: string) => ({ matches: prefersDark && query.includes('dark') })) as unknown as typeof window.matchMedia;
  new Function(modeInitScript())();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
  };
}

describe('the first-paint colour mode script', () => {
  it('applies a stored dark mode before the page paints', () => {
    expect(runScript({ stored: 'dark', prefersDark: false })).toEqual({ theme: 'dark', choice: 'dark' });
  });

  it('follows the OS in system mode', () => {
    expect(runScript({ stored: 'system', prefersDark: true })).toEqual({ theme: 'dark', choice: 'system' });
    expect(runScript({ stored: 'system', prefersDark: false })).toEqual({ theme: 'light', choice: 'system' });
  });

  it.each([null, 'purple', ''])('leaves the page alone when the stored value is %p', (stored) => {
    expect(runScript({ stored, prefersDark: true })).toEqual({ theme: 'light', choice: null });
  });
});
