import * as React from 'react';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A week of visits to an online bookshop: how visitors arrive, where they land,
// and whether they buy.
const nodes = [
  { id: 'search', label: 'Search engines', color: '#5c6bc0' },
  { id: 'newsletter', label: 'Newsletter', color: '#26a69a' },
  { id: 'social', label: 'Social media', color: '#ab47bc' },
  { id: 'home', label: 'Home page', color: '#78909c' },
  { id: 'product', label: 'Book page', color: '#78909c' },
  { id: 'order', label: 'Order placed', color: '#43a047' },
  { id: 'left', label: 'Left the site', color: '#e53935' },
];

const links = [
  { source: 'search', target: 'product', value: 5200 },
  { source: 'search', target: 'home', value: 1800 },
  { source: 'newsletter', target: 'product', value: 2100 },
  { source: 'social', target: 'home', value: 1400 },
  { source: 'social', target: 'product', value: 900 },
  { source: 'home', target: 'product', value: 1900 },
  { source: 'home', target: 'left', value: 1300 },
  // The outcome decides the colour of the last bands.
  { source: 'product', target: 'order', value: 1650, color: 'target' },
  { source: 'product', target: 'left', value: 8450, color: 'target' },
];

export default function WebsiteJourneySankey() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: { nodes, links },
        linkOptions: { color: 'source', opacity: 0.45 },
        valueFormatter: (value) => `${value.toLocaleString('en-US')} visits`,
      }}
    />
  );
}
