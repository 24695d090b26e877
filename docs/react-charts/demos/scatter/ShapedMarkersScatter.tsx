import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Length (cm) and weight (g) of fish weighed at a river survey, for three species.
function catches(name: string, lengths: number[], gramsPerCm: number) {
  return lengths.map((length, index): ScatterValueType => ({
    id: `${name}-${index}`,
    x: length,
    y: Math.round(length * length * gramsPerCm + ((index * 37) % 60) - 30),
  }));
}

// Outlines centred on (0, 0), about 1 unit from the centre to the edge.
const outlines = {
  square: 'M -1 -1 H 1 V 1 H -1 Z',
  triangle: 'M 0 -1.25 L 1.15 0.9 H -1.15 Z',
  diamond: 'M 0 -1.3 L 1.3 0 L 0 1.3 L -1.3 0 Z',
};

// The legend and the tooltip draw a series' mark with the component in its labelMarkType.
function legendMark(outline: string) {
  return function LegendMark({ className, color }: ChartsLabelCustomMarkProps) {
    return (
      <svg viewBox="-1.4 -1.4 2.8 2.8" className={className}>
        <path d={outline} fill={color} />
      </svg>
    );
  };
}

const species = [
  {
    id: 'trout',
    label: 'Trout',
    outline: outlines.square,
    data: catches('trout', [21, 24, 26, 29, 31, 34, 36], 0.95),
  },
  {
    id: 'perch',
    label: 'Perch',
    outline: outlines.triangle,
    data: catches('perch', [15, 18, 19, 22, 24, 27, 30], 1.2),
  },
  {
    id: 'chub',
    label: 'Chub',
    outline: outlines.diamond,
    data: catches('chub', [25, 28, 33, 37, 40, 44], 0.7),
  },
].map((entry) => ({ ...entry, labelMark: legendMark(entry.outline) }));

const outlineOfSeries = new Map(species.map((entry) => [entry.id, entry.outline]));

function ShapeMarker(props: ScatterMarkerProps) {
  const {
    seriesId,
    dataIndex,
    x,
    y,
    color,
    size,
    isHighlighted,
    isFaded,
    ...other
  } = props;
  const scale = (isHighlighted ? 1.3 : 1) * size;
  return (
    <path
      d={outlineOfSeries.get(String(seriesId)) ?? outlines.square}
      transform={`translate(${x}, ${y}) scale(${scale})`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      data-index={dataIndex}
      {...other}
    />
  );
}

export default function ShapedMarkersScatter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Length (cm)', height: 56 }]}
      yAxis={[{ label: 'Weight (g)', width: 64 }]}
      series={species.map(({ id, label, data, labelMark }) => ({
        id,
        label,
        data,
        markerSize: 5,
        // Without a highlight scope, no marker is ever highlighted.
        highlightScope: { highlight: 'item', fade: 'global' },
        labelMarkType: labelMark,
        valueFormatter: (point: ScatterValueType | null) =>
          point && `${point.x} cm, ${point.y} g`,
      }))}
      slots={{ marker: ShapeMarker }}
    />
  );
}
