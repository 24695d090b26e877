import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { frFR } from '@mui/x-charts/locales';

const mois = ['janv.', 'févr.', 'mars', 'avr.'];
const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export default function FrenchLocaleChart() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <ChartsLocalizationProvider
      localeText={
        frFR.components.MuiChartsLocalizationProvider.defaultProps.localeText
      }
    >
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={empty}
              onChange={(event) => setEmpty(event.target.checked)}
            />
          }
          label="Remove the data"
        />
        <BarChart
          height={300}
          skipAnimation
          xAxis={[{ data: mois }]}
          yAxis={[
            { width: 72, valueFormatter: (value: number) => euros.format(value) },
          ]}
          series={[
            {
              data: empty ? [] : [12500, 14800, 13900, 16250],
              label: 'Chiffre d’affaires',
              valueFormatter: (value) => (value === null ? '' : euros.format(value)),
            },
          ]}
        />
      </Stack>
    </ChartsLocalizationProvider>
  );
}
