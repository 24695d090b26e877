import { RadarAxis, RadarChart } from '@mui/x-charts/RadarChart';

// A weather station's monthly means (frost: days with frost); each metric has its own range.
const metrics = [
  { name: 'Rain (mm)', max: 120 },
  { name: 'Sun (h)', max: 300 },
  { name: 'Wind (km/h)', max: 40 },
  { name: 'Humidity (%)', max: 100 },
  { name: 'Frost', max: 20 },
];

export default function RadarAxisValues() {
  return (
    <RadarChart
      height={340}
      divisions={4}
      radar={{ metrics }}
      series={[
        { data: [48, 232, 14, 61, 0], label: 'July' },
        { data: [96, 58, 23, 86, 14], label: 'January' },
      ]}
    >
      <RadarAxis metric="Rain (mm)" divisions={4} />
      <RadarAxis metric="Wind (km/h)" divisions={4} />
    </RadarChart>
  );
}
