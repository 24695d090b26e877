import { useEffect } from 'react';
import { useColorMode } from '@docusaurus/theme-common';

const MODE_CHOICES: readonly (string | null)[] = ['light', 'dark', 'system'];

/**
 * Docusaurus reads a corrupt stored mode (`theme=purple`) as light, yet leaves it on <html> and in storage, where
 * its CSS for light pages does not match it. The site's fallback is the default: System, set through Docusaurus.
 */
export function useColorModeChoiceRepair(): void {
  const { setColorMode } = useColorMode();
  useEffect(() => {
    if (!MODE_CHOICES.includes(document.documentElement.getAttribute('data-theme-choice'))) {
      setColorMode(null);
    }
  }, [setColorMode]);
}
