import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
// Visitors counted at the gate of a botanical garden on one day.
const visitors = [12, 64, 138, 171, 156, 120, 47];

function NoVisitorsOverlay() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  const centreX = left + width / 2;
  const centreY = top + height / 2;

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        style={{ fill: palette.action.hover }}
      />
      <text
        x={centreX}
        y={centreY - 10}
        textAnchor="middle"
        style={{ fontSize: 16, fontWeight: 600, fill: palette.text.primary }}
      >
        No counts yet
      </text>
      <text
        x={centreX}
        y={centreY + 14}
        textAnchor="middle"
        style={{ fontSize: 13, fill: palette.text.secondary }}
      >
        The gate reports every two hours
      </text>
    </g>
  );
}

export default function CustomNoDataOverlay() {
  const [reported, setReported] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={reported}
            onChange={(event) => setReported(event.target.checked)}
          />
        }
        label="Counter has reported"
      />
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: hours }]}
        yAxis={[{ min: 0, max: 200, label: 'Visitors', width: 56 }]}
        series={[{ data: reported ? visitors : [], label: 'Visitors' }]}
        slots={{ noDataOverlay: NoVisitorsOverlay }}
        hideLegend
      />
    </Stack>
  );
}
