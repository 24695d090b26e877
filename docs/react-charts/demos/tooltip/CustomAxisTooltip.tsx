import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartsTooltipContainer,
  type ChartsTooltipProps,
  useAxesTooltip,
} from '@mui/x-charts/ChartsTooltip';

const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];

// Visitors inside a museum, per floor.
const floors = [
  { id: 'ground', label: 'Ground floor', data: [40, 180, 260, 240, 210, 90] },
  { id: 'first', label: 'First floor', data: [10, 95, 150, 170, 140, 45] },
  { id: 'roof', label: 'Roof terrace', data: [0, 20, 75, 110, 95, 60] },
];

function TotalTooltip(props: ChartsTooltipProps) {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  const total = axis
    ? axis.seriesItems.reduce(
        (sum, item) => sum + (typeof item.value === 'number' ? item.value : 0),
        0,
      )
    : 0;

  return (
    <ChartsTooltipContainer {...props}>
      {axis && (
        <Paper elevation={3} sx={{ p: 1.5, minWidth: 180 }}>
          <Typography variant="subtitle2">{axis.axisFormattedValue}</Typography>
          {axis.seriesItems.map((item) => (
            <Box
              key={item.seriesId}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: item.color,
                }}
              />
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {item.formattedLabel}
              </Typography>
              <Typography variant="body2">{item.formattedValue}</Typography>
            </Box>
          ))}
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 'bold' }}>
            In the building: {total}
          </Typography>
        </Paper>
      )}
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ width: 48 }]}
      series={floors}
      slots={{ tooltip: TotalTooltip }}
    />
  );
}
