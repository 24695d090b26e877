import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
// Cars waiting at the two entrances of a car park.
const northGate = [4, 12, 7, 5, 14, 9];
const southGate = [2, 6, 9, 4, 8, 11];

export default function StyledTooltip() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      series={[
        { data: northGate, label: 'North gate' },
        { data: southGate, label: 'South gate' },
      ]}
      slotProps={{
        tooltip: {
          // The tooltip opens in a popper outside the chart: style it through its own sx.
          // Cells carry two classes (cell and labelCell or valueCell): target both to override them.
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: '12px',
              borderColor: 'primary.main',
              boxShadow: 4,
            },
            [`& .${chartsTooltipClasses.cell}.${chartsTooltipClasses.labelCell}`]: {
              fontStyle: 'italic',
            },
            [`& .${chartsTooltipClasses.cell}.${chartsTooltipClasses.valueCell}`]: {
              fontWeight: 700,
              color: 'primary.main',
            },
          },
        },
      }}
    />
  );
}
