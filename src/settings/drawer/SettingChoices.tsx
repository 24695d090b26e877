/**
 * The settings drawer's groups. Each reads its own setting, and the drawer around them reads none: a click renders
 * again the group it changed, not the drawer's other controls. (The drawer's MUI parts follow a new direction or
 * density later, in MuiScope's deferred render.)
 */
import React, { startTransition, type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import type { Direction } from '../muiTheme/themeTokens';
import { useCodePreferences, useSiteSetting, useSiteSettingsDispatch } from '../state/context';
import ChoiceGroup from './ChoiceGroup';
import '@x-docs/ui-messages/settings';

/** The colour modes the drawer offers: `system` is Docusaurus's `null` choice (follow the OS). */
type ModePreference = 'light' | 'dark' | 'system';

const MODES: [ModePreference, TranslationKey][] = [
  ['light', 'settings.mode.light'],
  ['system', 'settings.mode.system'],
  ['dark', 'settings.mode.dark'],
];
const DIRECTIONS: [Direction, TranslationKey][] = [
  ['ltr', 'settings.direction.ltr'],
  ['rtl', 'settings.direction.rtl'],
];
const CODE_VARIANTS: [CodeVariant, TranslationKey][] = [
  ['TS', 'settings.code.typescript'],
  ['JS', 'settings.code.javascript'],
];
const CODE_STYLINGS: [CodeStyling, TranslationKey][] = [
  ['system', 'settings.codeStyling.system'],
  ['tailwind', 'settings.codeStyling.tailwind'],
  ['css', 'settings.codeStyling.css'],
];

/** Each option with its label in the page's language. */
export function labelled<Value extends string>(options: [Value, TranslationKey][], t: (key: TranslationKey) => string): [Value, string][] {
  return options.map(([value, key]) => [value, t(key)]);
}

/** The colour mode. Docusaurus owns it: it stores the choice, follows the OS for `null` and syncs other tabs. */
export function ModeChoice(): ReactNode {
  const { colorModeChoice, setColorMode } = useColorMode();
  const t = useTranslate();
  return (
    <ChoiceGroup
      title={t('settings.mode.title')}
      options={labelled(MODES, t)}
      value={colorModeChoice ?? 'system'}
      // Docusaurus writes the new mode on <html> at once, and the page's colours follow it in CSS; its context update,
      // which React carries through the whole page to find the few parts that read the mode, waits for that paint.
      onChange={(preference: ModePreference) => startTransition(() => setColorMode(preference === 'system' ? null : preference))}
    />
  );
}

export function DirectionChoice(): ReactNode {
  const direction = useSiteSetting('direction');
  const dispatch = useSiteSettingsDispatch();
  const t = useTranslate();
  return (
    <ChoiceGroup
      title={t('settings.direction.title')}
      options={labelled(DIRECTIONS, t)}
      value={direction}
      onChange={(next) => dispatch({ type: 'SET_DIRECTION', payload: next })}
    />
  );
}

export function DensityChoice(): ReactNode {
  const dense = useSiteSetting('dense');
  const dispatch = useSiteSettingsDispatch();
  const t = useTranslate();
  return (
    <Box component="section" aria-labelledby="settings-density">
      <Typography id="settings-density" variant="overline" component="h3" sx={{ display: 'block', mb: 1 }}>
        {t('settings.density.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Switch checked={dense} onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })} />}
          label={t('settings.density.dense')}
        />
        <Button variant="text" onClick={() => dispatch({ type: 'RESET_DENSITY' })} disabled={!dense}>
          {t('settings.density.reset')}
        </Button>
      </Box>
    </Box>
  );
}

export function CodeVariantChoice(): ReactNode {
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const t = useTranslate();
  return (
    <ChoiceGroup title={t('settings.code.title')} options={labelled(CODE_VARIANTS, t)} value={codeVariant} onChange={setCodeVariant} />
  );
}

export function CodeStylingChoice(): ReactNode {
  const { codeStyling, setCodeStyling } = useCodePreferences();
  const t = useTranslate();
  return (
    <ChoiceGroup
      title={t('settings.codeStyling.title')}
      options={labelled(CODE_STYLINGS, t)}
      value={codeStyling}
      onChange={setCodeStyling}
    />
  );
}
