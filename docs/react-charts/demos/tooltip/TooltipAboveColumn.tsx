import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useSvgRef, useXAxis } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Rain in a mountain town, in millimetres.
const rain = [112, 96, 88, 71, 64, 38, 22, 31];

// A virtual element for Popper: it asks for the rectangle each time it places the
// tooltip, so the point follows the chart when the page scrolls.
function pointInChart(
  svgRef: React.RefObject<SVGSVGElement | null>,
  x: number,
  y: number,
) {
  return {
    getBoundingClientRect: () => {
      const svg = svgRef.current?.getBoundingClientRect();
      return DOMRect.fromRect({
        x: (svg?.left ?? 0) + x,
        y: (svg?.top ?? 0) + y,
        width: 0,
        height: 0,
      });
    },
  };
}

// Opens above the hovered month's column, at the top of the plot, whatever the bar's height.
function ColumnTopTooltip() {
  const tooltip = useItemTooltip<'bar'>();
  const svgRef = useSvgRef();
  const xAxis = useXAxis<'band'>();
  const { top } = useDrawingArea();

  const month = tooltip ? months[tooltip.identifier.dataIndex] : undefined;
  if (!tooltip || month === undefined) {
    return null;
  }
  const columnCentre = (xAxis.scale(month) ?? 0) + xAxis.scale.bandwidth() / 2;

  return (
    <Popper
      open
      anchorEl={pointInChart(svgRef, columnCentre, top)}
      placement="top"
      sx={{ pointerEvents: 'none', zIndex: 'tooltip' }}
    >
      <Paper elevation={3} sx={{ px: 1.5, py: 0.5, mb: 1 }}>
        <Typography variant="body2">
          {month}: {tooltip.formattedValue}
        </Typography>
      </Paper>
    </Popper>
  );
}

export default function TooltipAboveColumn() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: months }]}
      series={[
        {
          data: rain,
          label: 'Rain',
          valueFormatter: (value) => `${value} mm`,
        },
      ]}
      slots={{ tooltip: ColumnTopTooltip }}
      hideLegend
    />
  );
}
