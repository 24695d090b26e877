import React, { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Plan } from '@site/src/data/products';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { setPlanLens, usePlanLens } from '../planLens/usePlanLens';
import ChoiceGroup from './ChoiceGroup';
import { labelled } from './SettingChoices';
import '@x-docs/ui-messages/settings';

type PlanChoice = Plan | 'unset';

const PLAN_CHOICES: [PlanChoice, TranslationKey][] = [
  ['unset', 'settings.plan.unset'],
  ['community', 'settings.plan.community'],
  ['pro', 'settings.plan.pro'],
  ['premium', 'settings.plan.premium'],
];

/** "My plan" and "Hide what my plan does not include": the plan lens (src/settings/planLens). */
export default function PlanLensSettings(): ReactNode {
  const t = useTranslate();
  const lens = usePlanLens();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ChoiceGroup
        title={t('settings.plan.title')}
        options={labelled(PLAN_CHOICES, t)}
        value={lens.plan ?? 'unset'}
        onChange={(choice) => setPlanLens({ plan: choice === 'unset' ? null : choice, hide: lens.hide })}
      />
      <Typography variant="body2" color="text.secondary">
        {t('settings.plan.hint')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={lens.plan !== null && lens.hide}
            disabled={lens.plan === null}
            onChange={(event) => setPlanLens({ plan: lens.plan, hide: event.target.checked })}
          />
        }
        label={t('settings.plan.hide')}
      />
    </Box>
  );
}
