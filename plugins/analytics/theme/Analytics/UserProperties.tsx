import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { CODE_STYLING_COOKIE_VALUES, useCodePreferences, usePaletteMode } from '@theme/SiteSettings';
import { userPropertiesCommand } from '../../analytics';
import { sendToAnalytics } from '../../gtag';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A media query value that is re-read whenever the query's answer changes. */
function useMediaValue<T>(read: () => T, query: () => string): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const update = () => setValue(read());
    update();
    const list = window.matchMedia(query());
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` and `query` are module-level functions
  }, [value]);
  return value;
}

const readDevicePixelRatio = () => window.devicePixelRatio;
// A resolution query matches the current ratio only: it fires when the ratio changes (zoom, another screen).
const resolutionQuery = () => `(resolution: ${window.devicePixelRatio}dppx)`;
const readOsScheme = (): 'light' | 'dark' => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
const darkQuery = () => DARK_QUERY;

/** Sends the reader's user properties to analytics, and again whenever one of them changes. Renders nothing. */
export default function UserProperties(): null {
  const { codeVariant, codeStyling } = useCodePreferences();
  const paletteMode = usePaletteMode();
  const { i18n } = useDocusaurusContext();
  const devicePixelRatio = useMediaValue(readDevicePixelRatio, resolutionQuery);
  const colorSchemeOS = useMediaValue(readOsScheme, darkQuery);

  useEffect(() => {
    if (devicePixelRatio === null || colorSchemeOS === null) return;
    sendToAnalytics(
      userPropertiesCommand({
        codeVariant,
        userLanguage: i18n.currentLocale,
        devicePixelRatio,
        colorSchemeOS,
        colorScheme: paletteMode,
        codeStylingVariant: CODE_STYLING_COOKIE_VALUES[codeStyling],
      }),
    );
  }, [codeVariant, i18n.currentLocale, devicePixelRatio, colorSchemeOS, paletteMode, codeStyling]);

  return null;
}
