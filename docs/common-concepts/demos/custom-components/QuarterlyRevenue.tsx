import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BarChart,
  ChartsTooltipContainer,
  useItemTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts';

function CompactTooltipContent() {
  const item = useItemTooltip<'bar'>();
  if (!item) {
    return null;
  }
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 0.75 }}>
      <Typography variant="body2">
        <span style={{ color: item.color }}>●</span> {item.label}:{' '}
        {item.formattedValue}
      </Typography>
    </Paper>
  );
}

function CompactTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <CompactTooltipContent />
    </ChartsTooltipContainer>
  );
}

const revenue = [42, 51, 48, 63];
const costs = [30, 34, 36, 41];

export default function QuarterlyRevenue() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { data: revenue, label: 'Revenue' },
        { data: costs, label: 'Costs' },
      ]}
      localeText={{ noData: 'No figures for this year yet' }}
      slots={{ tooltip: CompactTooltip }}
      slotProps={{
        tooltip: { trigger: 'item' },
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
        },
      }}
    />
  );
}
