import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// A week of sleep logged by a fitness tracker, in hours.
const nights = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = [6.2, 5.8, 6.5, 6.1, 5.4, 8.3, 8.7];

export default function DescribedSleepChart() {
  const [showTable, setShowTable] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" id="sleep-chart-caption" variant="body2">
        Hours of sleep per night: under 7 hours on every weekday, over 8 at the
        weekend.
      </Typography>
      <BarChart
        height={260}
        aria-labelledby="sleep-chart-caption"
        // `title` and `desc` become the SVG's own <title> and <desc> elements.
        title="Sleep per night, last week"
        desc="Bar chart of seven nights, from 5.4 hours on Friday to 8.7 hours on Sunday."
        xAxis={[{ data: nights }]}
        yAxis={[{ min: 0, max: 10, width: 40 }]}
        series={[
          {
            data: hours,
            label: 'Hours asleep',
            valueFormatter: (value) => `${value} h`,
          },
        ]}
        hideLegend
      />
      <FormControlLabel
        control={
          <Switch
            checked={showTable}
            onChange={(event) => setShowTable(event.target.checked)}
          />
        }
        label="Show the values as a table"
      />
      {showTable && (
        <Table size="small" aria-label="Hours of sleep per night">
          <TableHead>
            <TableRow>
              <TableCell>Night</TableCell>
              <TableCell align="right">Hours asleep</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {nights.map((night, index) => (
              <TableRow key={night}>
                <TableCell component="th" scope="row">
                  {night}
                </TableCell>
                <TableCell align="right">{hours[index]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
