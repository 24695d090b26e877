import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A town's drinking water on an average day, in thousands of cubic metres.
const links = [
  { source: 'Reservoir', target: 'Treatment plant', value: 14 },
  { source: 'River intake', target: 'Treatment plant', value: 6 },
  { source: 'Wells', target: 'Treatment plant', value: 4 },
  { source: 'Treatment plant', target: 'Homes', value: 13 },
  { source: 'Treatment plant', target: 'Businesses', value: 7 },
  { source: 'Treatment plant', target: 'Leaks', value: 4 },
];

type Setting = 'nodeWidth' | 'nodePadding' | 'linkOpacityPercent';

const controls: {
  setting: Setting;
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
}[] = [
  {
    setting: 'nodeWidth',
    label: 'Node width',
    unit: ' px',
    min: 4,
    max: 40,
    step: 1,
  },
  {
    setting: 'nodePadding',
    label: 'Node padding',
    unit: ' px',
    min: 0,
    max: 40,
    step: 1,
  },
  {
    setting: 'linkOpacityPercent',
    label: 'Band opacity',
    unit: '%',
    min: 10,
    max: 100,
    step: 10,
  },
];

export default function WaterSupplyStyling() {
  const [settings, setSettings] = React.useState<Record<Setting, number>>({
    nodeWidth: 15,
    nodePadding: 10,
    linkOpacityPercent: 40,
  });
  const idPrefix = React.useId();

  return (
    <Stack spacing={1}>
      {controls.map(({ setting, label, unit, min, max, step }) => (
        <Stack
          key={setting}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 1 }}
        >
          <Typography
            id={`${idPrefix}-${setting}`}
            variant="body2"
            sx={{ flexShrink: 0, width: 150 }}
          >
            {label}: {settings[setting]}
            {unit}
          </Typography>
          <Slider
            size="small"
            min={min}
            max={max}
            step={step}
            value={settings[setting]}
            onChange={(_event, value) =>
              setSettings((current) => ({ ...current, [setting]: value }))
            }
            aria-labelledby={`${idPrefix}-${setting}`}
          />
        </Stack>
      ))}
      <SankeyChart
        height={300}
        series={{
          data: { links },
          nodeOptions: {
            width: settings.nodeWidth,
            padding: settings.nodePadding,
          },
          linkOptions: { opacity: settings.linkOpacityPercent / 100 },
          valueFormatter: (value) => `${value},000 m³`,
        }}
      />
    </Stack>
  );
}
