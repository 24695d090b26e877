import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

type Format = 'image/png' | 'image/jpeg' | 'image/webp';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
// Power drawn by an office building on a working day, in kW.
const power = [
  42, 40, 39, 39, 41, 48, 77, 126, 168, 182, 188, 191, 186, 189, 192, 187, 176, 149,
  104, 78, 63, 54, 48, 44,
];

export default function ExportFormatAndQuality() {
  const apiRef = useChartProApiRef<'line'>();
  const [format, setFormat] = React.useState<Format>('image/png');
  const [quality, setQuality] = React.useState(0.8);
  const lossy = format !== 'image/png';

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format}
          onChange={(_, value: Format | null) => {
            if (value !== null) {
              setFormat(value);
            }
          }}
          aria-label="image format"
        >
          <ToggleButton value="image/png">PNG</ToggleButton>
          <ToggleButton value="image/jpeg">JPEG</ToggleButton>
          <ToggleButton value="image/webp">WebP</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: 220 }}>
          <Typography
            variant="body2"
            color={lossy ? 'text.primary' : 'text.disabled'}
          >
            Quality
          </Typography>
          <Slider
            size="small"
            min={0.3}
            max={1}
            step={0.1}
            value={quality}
            disabled={!lossy}
            valueLabelDisplay="auto"
            onChange={(_, value) => setQuality(value)}
            aria-label="quality"
          />
        </Stack>
        <Button
          size="small"
          variant="contained"
          onClick={() =>
            apiRef.current?.exportAsImage({
              type: format,
              // PNG is lossless: quality only applies to JPEG and WebP.
              quality: lossy ? quality : undefined,
              fileName: 'office-power-weekday',
            })
          }
        >
          Download
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: hours,
            tickLabelInterval: (_, index) => index % 3 === 0,
          },
        ]}
        yAxis={[{ width: 56, label: 'kW' }]}
        series={[
          {
            data: power,
            label: 'Power',
            area: true,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value} kW`),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
