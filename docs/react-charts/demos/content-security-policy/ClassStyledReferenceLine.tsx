import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsReferenceLine,
  referenceLineClasses,
} from '@mui/x-charts/ChartsReferenceLine';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Kilowatt-hours used by a community hall, with the monthly budget.
const usage = [1840, 1720, 1510, 1290, 1080, 960];

export default function ClassStyledReferenceLine() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 48 }]}
      series={[{ data: usage, label: 'kWh used' }]}
      // Styles written here go into Emotion's <style> elements, which carry the nonce,
      // rather than into style attributes.
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          [`& .${referenceLineClasses.root} .${referenceLineClasses.line}`]: {
            stroke: palette.error.main,
            strokeWidth: 2,
            strokeDasharray: '6 4',
          },
          [`& .${referenceLineClasses.root} .${referenceLineClasses.label}`]: {
            fill: palette.error.main,
            fontWeight: 600,
          },
          [`& .${axisClasses.left} .${axisClasses.tickLabel}`]: {
            fill: palette.text.secondary,
          },
        };
      }}
    >
      <ChartsReferenceLine y={1500} label="Monthly budget" labelAlign="end" />
    </BarChart>
  );
}
