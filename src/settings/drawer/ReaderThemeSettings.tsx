import React, { memo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@theme/Translations';
import ReaderThemeProblems from '../readerTheme/ReaderThemeProblems';
import { READER_THEME_MAX_CHARACTERS } from '../readerTheme/storedReaderTheme';
import { setStoredReaderTheme, useStoredReaderTheme } from '../readerTheme/useStoredReaderTheme';
import { validateReaderTheme, type ReaderThemeProblem } from '../readerTheme/validateReaderTheme';
import '@x-docs/ui-messages/settings';

const FIELD_ID = 'settings-reader-theme-json';

/** The example the empty field shows: a colour, a shape and a component's style override. */
const EXAMPLE = `{
  "palette": { "primary": { "main": "#d81b60" } },
  "shape": { "borderRadius": 4 },
  "components": {
    "MuiButton": { "styleOverrides": { "root": { "borderRadius": 0 } } }
  }
}`;

type Outcome = { kind: 'problems'; problems: ReaderThemeProblem[] } | { kind: 'applied'; kept: boolean } | { kind: 'removed' } | null;

/**
 * "Your theme": theme options as JSON, pasted or read from a file, checked, kept in this browser and applied to
 * every demo (src/settings/readerTheme). Nothing in the text runs: it is read with JSON.parse only.
 */
function ReaderThemeSettings(): ReactNode {
  const t = useTranslate();
  const stored = useStoredReaderTheme();
  const [text, setText] = useState(stored ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const apply = (json: string) => {
    const check = validateReaderTheme(json);
    if (check.ok) setOutcome({ kind: 'applied', kept: setStoredReaderTheme(json) });
    else setOutcome({ kind: 'problems', problems: check.problems });
  };
  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A file far over the limit is not read at all.
    if (file.size > READER_THEME_MAX_CHARACTERS * 4) {
      setOutcome({ kind: 'problems', problems: [{ kind: 'tooLong', limit: READER_THEME_MAX_CHARACTERS }] });
      return;
    }
    file.text().then(
      (content) => {
        setText(content);
        apply(content);
      },
      () => setOutcome({ kind: 'problems', problems: [{ kind: 'unreadableFile' }] }),
    );
  };
  const remove = () => {
    setStoredReaderTheme(null);
    setText('');
    setOutcome({ kind: 'removed' });
  };

  let helper: ReactNode = t('settings.readerTheme.hint');
  if (outcome?.kind === 'problems') helper = <ReaderThemeProblems problems={outcome.problems} />;
  else if (outcome?.kind === 'applied') helper = t(outcome.kept ? 'settings.readerTheme.applied' : 'settings.readerTheme.appliedNotKept');
  else if (outcome?.kind === 'removed') helper = t('settings.readerTheme.removed');

  return (
    <Box component="section" aria-labelledby="settings-reader-theme" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="settings-reader-theme" variant="overline" component="h3" sx={{ display: 'block' }}>
        {t('settings.readerTheme.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.readerTheme.description')}
      </Typography>
      <TextField
        id={FIELD_ID}
        label={t('settings.readerTheme.label')}
        multiline
        minRows={5}
        maxRows={14}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={EXAMPLE}
        error={outcome?.kind === 'problems'}
        helperText={helper}
        // The site's keyboard ring (muiTheme/componentDefaults.ts) on the text area too, inside the field's border.
        sx={(theme) => ({
          '& textarea:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 4 },
        })}
        slotProps={{
          htmlInput: { spellCheck: false, dir: 'ltr', style: { fontFamily: 'var(--ifm-font-family-monospace)', fontSize: 13 } },
          formHelperText: { component: 'div', 'aria-live': 'polite' },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => apply(text)}>
          {t('settings.readerTheme.apply')}
        </Button>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {t('settings.readerTheme.chooseFile')}
        </Button>
        <Button variant="text" color="error" onClick={remove} disabled={stored === null && text === ''}>
          {t('settings.readerTheme.remove')}
        </Button>
      </Box>
      <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={readFile} tabIndex={-1} aria-hidden="true" />
    </Box>
  );
}

// Its multiline field measures its height at each render, which makes the browser restyle and lay out the page at
// once: the drawer rendering again for another setting (the mode) does not render it again.
export default memo(ReaderThemeSettings);
