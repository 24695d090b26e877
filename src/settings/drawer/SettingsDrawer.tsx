import React, { type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import type { Direction } from '../muiTheme/themeTokens';
import { useCodePreferences, useSiteSettings } from '../state/context';
import ChoiceGroup from './ChoiceGroup';
import PlanLensSettings from './PlanLensSettings';
import { withMuiScope } from '../muiTheme/MuiScope';
import ReaderThemeSettings from './ReaderThemeSettings';
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

/**
 * The drawer sits at the end of the line by a logical inset, which follows the page's `dir` as soon as the reader
 * picks a direction; MUI's own `right: 0` would wait for the drawer's theme, which follows the setting a render later
 * (MuiScope), and a click made in between would land on neither the drawer nor the backdrop.
 */
const PAPER_STYLE = { backgroundImage: 'none', left: 'auto', right: 'auto', insetInlineEnd: 0 } as const;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Each option with its label in the page's language. */
function useTranslatedOptions(): <Value extends string>(options: [Value, TranslationKey][]) => [Value, string][] {
  const t = useTranslate();
  return (options) => options.map(([value, key]) => [value, t(key)]);
}

/**
 * The colour mode's choice. Docusaurus owns the mode: it stores the choice, follows the OS for `null` and syncs other
 * tabs. Only this group reads it, so that a switch of mode renders this group again rather than the whole drawer.
 */
function ModeChoice(): ReactNode {
  const { colorModeChoice, setColorMode } = useColorMode();
  const t = useTranslate();
  const translated = useTranslatedOptions();
  return (
    <ChoiceGroup
      title={t('settings.mode.title')}
      options={translated(MODES)}
      value={colorModeChoice ?? 'system'}
      onChange={(preference: ModePreference) => setColorMode(preference === 'system' ? null : preference)}
    />
  );
}

/** The settings drawer: colour mode, direction, density, code preferences, the reader's plan and their theme. */
function SettingsDrawerContent({ open, onClose }: Props): ReactNode {
  const { settings, dispatch } = useSiteSettings();
  const { codeVariant, setCodeVariant, codeStyling, setCodeStyling } = useCodePreferences();
  const t = useTranslate();
  const translated = useTranslatedOptions();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'settings-drawer-title', role: 'dialog', sx: PAPER_STYLE } }}
    >
      <Box sx={{ width: { xs: '100vw', sm: 360 }, maxWidth: '100vw', p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="settings-drawer-title" variant="h6" component="h2">
            {t('settings.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z"
              />
            </svg>
          </IconButton>
        </Box>
        <Divider />
        <ModeChoice />
        <ChoiceGroup
          title={t('settings.direction.title')}
          options={translated(DIRECTIONS)}
          value={settings.direction}
          onChange={(direction) => dispatch({ type: 'SET_DIRECTION', payload: direction })}
        />
        <Box component="section" aria-labelledby="settings-density">
          <Typography id="settings-density" variant="overline" component="h3" sx={{ display: 'block', mb: 1 }}>
            {t('settings.density.title')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <FormControlLabel
              control={
                <Switch checked={settings.dense} onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })} />
              }
              label={t('settings.density.dense')}
            />
            <Button variant="text" onClick={() => dispatch({ type: 'RESET_DENSITY' })} disabled={!settings.dense}>
              {t('settings.density.reset')}
            </Button>
          </Box>
        </Box>
        <ChoiceGroup title={t('settings.code.title')} options={translated(CODE_VARIANTS)} value={codeVariant} onChange={setCodeVariant} />
        <ChoiceGroup
          title={t('settings.codeStyling.title')}
          options={translated(CODE_STYLINGS)}
          value={codeStyling}
          onChange={setCodeStyling}
        />
        <PlanLensSettings />
        <ReaderThemeSettings />
      </Box>
    </Drawer>
  );
}

/** The SettingsDrawer with the MUI theme and Emotion cache it is drawn with: they load with it, not with every page. */
export default withMuiScope(SettingsDrawerContent);
