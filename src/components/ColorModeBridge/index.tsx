import { useEffect } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { useColorScheme } from '@mui/material/styles';

/**
 * Keeps MUI's colour scheme on the one Docusaurus chose. The CSS variables
 * already follow `data-theme`; this aligns the values components read in JS.
 */
export default function ColorModeBridge(): null {
  const { colorMode } = useColorMode();
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(colorMode);
  }, [colorMode, setMode]);
  return null;
}
