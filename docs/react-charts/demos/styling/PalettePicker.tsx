import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useColorScheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  type ChartsColorPaletteCallback,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';

// Our own palette: deeper colours on a light page, lighter ones on a dark page.
const harbourPalette: ChartsColorPaletteCallback = (mode) =>
  mode === 'dark'
    ? ['#80cbc4', '#ffcc80', '#b39ddb', '#ef9a9a']
    : ['#00695c', '#ef6c00', '#4527a0', '#c62828'];

const palettes = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  harbour: harbourPalette,
} satisfies Record<string, ChartsColorPaletteCallback>;

type PaletteName = keyof typeof palettes;

export default function PalettePicker() {
  const [palette, setPalette] = React.useState<PaletteName>('harbour');
  // The chart would call a palette function with the mode of the theme's palette, which stays at the default scheme
  // when the theme uses CSS variables: call it with the current mode instead.
  const { mode, systemMode } = useColorScheme();
  const currentMode = (mode === 'system' ? systemMode : mode) ?? 'light';

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 220 }}>
        <InputLabel id="palette-label">colors</InputLabel>
        <Select<PaletteName>
          labelId="palette-label"
          label="colors"
          value={palette}
          onChange={(event) => setPalette(event.target.value)}
        >
          {Object.keys(palettes).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <BarChart
        height={300}
        colors={palettes[palette](currentMode)}
        xAxis={[{ data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: [14, 18, 11, 20, 26], label: 'Kayaks' },
          { data: [8, 6, 9, 12, 15], label: 'Paddleboards' },
          { data: [4, 5, 3, 6, 10], label: 'Sailboats' },
          { data: [2, 1, 2, 3, 5], label: 'Pedalos' },
        ]}
      />
    </Stack>
  );
}
