import React, { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@theme/Translations';
import { withMuiScope } from '../muiTheme/MuiScope';
import PlanLensSettings from './PlanLensSettings';
import ReaderThemeSettings from './ReaderThemeSettings';
import { CodeStylingChoice, CodeVariantChoice, DensityChoice, DirectionChoice, ModeChoice } from './SettingChoices';
import '@x-docs/ui-messages/settings';

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

/** The settings drawer: colour mode, direction, density, code preferences, the reader's plan and their theme. */
function SettingsDrawerContent({ open, onClose }: Props): ReactNode {
  const t = useTranslate();
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
        <DirectionChoice />
        <DensityChoice />
        <CodeVariantChoice />
        <CodeStylingChoice />
        <PlanLensSettings />
        <ReaderThemeSettings />
      </Box>
    </Drawer>
  );
}

/** The SettingsDrawer with the MUI theme and Emotion cache it is drawn with: they load with it, not with every page. */
export default withMuiScope(SettingsDrawerContent);
