import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

// Members of a climbing gym: counted until May, forecast after it.
// The forecast repeats May's count so that both lines meet.
const counted = [410, 436, 451, 478, 502, null, null, null, null];
const forecast = [null, null, null, null, 502, 521, 538, 560, 577];

export default function DashedForecastLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 48 }]}
      series={[
        { id: 'counted', data: counted, label: 'Members' },
        {
          id: 'forecast',
          data: forecast,
          label: 'Forecast',
          color: '#8a8f98',
          showMark: false,
        },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="forecast"]`]: {
          strokeDasharray: '6 4',
        },
      }}
    />
  );
}
