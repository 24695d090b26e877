import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// A bicycle shop in its first half-year: units sold in the store and online.
const store = [42, 38, 61, 84, 97, 110];
const online = [18, 22, 35, 51, 66, 73];

const hours = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];

// Visitors per hour on the shop's website, on a weekday and on a Saturday.
const weekday = [35, 12, 48, 160, 210, 185, 240, 150];
const saturday = [60, 25, 30, 130, 290, 330, 260, 170];

export default function TourBarAndLine() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 3,
      }}
    >
      <Box>
        <Typography variant="subtitle2">Bicycles sold per month</Typography>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 36 }]}
          series={[
            { data: store, label: 'Store', stack: 'sales' },
            { data: online, label: 'Online', stack: 'sales' },
          ]}
          borderRadius={3}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2">Website visitors per hour</Typography>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: hours }]}
          yAxis={[{ width: 36 }]}
          series={[
            { data: weekday, label: 'Weekday', showMark: false },
            { data: saturday, label: 'Saturday', showMark: false },
          ]}
          grid={{ horizontal: true }}
        />
      </Box>
    </Box>
  );
}
