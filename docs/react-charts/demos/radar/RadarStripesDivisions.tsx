import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { RadarChart } from '@mui/x-charts/RadarChart';

// A coffee tasting sheet: each attribute scored from 0 to 8.
const attributes = [
  'Acidity',
  'Sweetness',
  'Body',
  'Bitterness',
  'Aroma',
  'Aftertaste',
];

export default function RadarStripesDivisions() {
  const theme = useTheme();
  const [divisions, setDivisions] = React.useState(4);
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', minWidth: 240 }}
        >
          <Typography
            variant="body2"
            id="divisions-label"
            sx={{ whiteSpace: 'nowrap' }}
          >
            divisions: {divisions}
          </Typography>
          <Slider
            aria-labelledby="divisions-label"
            value={divisions}
            min={2}
            max={8}
            step={1}
            marks
            onChange={(_event, value) => setDivisions(value)}
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={stripes}
              onChange={(event) => setStripes(event.target.checked)}
            />
          }
          label="Stripes"
        />
      </Stack>
      <RadarChart
        height={340}
        divisions={divisions}
        // The chart draws stripes at a tenth of their colour's opacity: give it a solid colour.
        stripeColor={
          stripes
            ? (index) =>
                index % 2 === 0 ? (theme.vars ?? theme).palette.warning.main : 'none'
            : null
        }
        radar={{ max: 8, metrics: attributes }}
        series={[
          { label: 'Ethiopian, washed', data: [7, 5, 3, 2, 8, 6] },
          { label: 'Brazilian, natural', data: [3, 7, 6, 5, 5, 5] },
        ]}
      />
    </Stack>
  );
}
