import * as React from 'react';
import { Gauge } from '@mui/x-charts/Gauge';

// Three daily goals of a fitness tracker.
export default function GaugeRingStyles() {
  return (
    <div className="flex flex-row flex-wrap justify-center gap-6">
      <Gauge
        width={150}
        height={150}
        value={7840}
        valueMax={10000}
        innerRadius="85%"
        cornerRadius="50%"
        text={({ value }) => `${value} steps`}
        className="[&_.MuiGauge-valueArc]:fill-(--mui-palette-primary-main) [&_.MuiGauge-valueText]:text-[14px]"
      />
      <Gauge
        width={150}
        height={150}
        value={42}
        valueMax={60}
        innerRadius="60%"
        outerRadius="90%"
        cornerRadius={6}
        text={({ value, valueMax }) => `${value}/${valueMax} min`}
        className="[&_.MuiGauge-valueArc]:fill-(--mui-palette-success-main) [&_.MuiGauge-referenceArc]:fill-(--mui-palette-success-light) [&_.MuiGauge-referenceArc]:opacity-30 [&_.MuiGauge-valueText]:text-[14px]"
      />
      <Gauge
        width={150}
        height={150}
        value={1.6}
        valueMax={2.5}
        innerRadius="40%"
        text={({ value }) => `${value} L`}
        className="[&_.MuiGauge-valueArc]:fill-(--mui-palette-info-main) [&_.MuiGauge-valueText_text]:fill-(--mui-palette-info-main) [&_.MuiGauge-valueText_text]:font-bold"
      />
    </div>
  );
}
