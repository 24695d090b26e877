import * as React from 'react';
import { Gauge } from '@mui/x-charts/Gauge';
import './GaugeRingStyles.css';

// Three daily goals of a fitness tracker.
export default function GaugeRingStyles() {
  return (
    <div className="gauge-ring-styles">
      <Gauge
        width={150}
        height={150}
        value={7840}
        valueMax={10000}
        innerRadius="85%"
        cornerRadius="50%"
        text={({ value }) => `${value} steps`}
        className="gauge-steps"
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
        className="gauge-minutes"
      />
      <Gauge
        width={150}
        height={150}
        value={1.6}
        valueMax={2.5}
        innerRadius="40%"
        text={({ value }) => `${value} L`}
        className="gauge-water"
      />
    </div>
  );
}
