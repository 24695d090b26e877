import * as React from 'react';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A made-up household's monthly money flow, in euros: where it comes from and where it goes.
const nodes = [
  { id: 'salary', label: 'Salary' },
  { id: 'freelance', label: 'Freelance work' },
  { id: 'budget', label: 'Household budget' },
  { id: 'housing', label: 'Housing' },
  { id: 'living', label: 'Daily living' },
  { id: 'savings', label: 'Savings' },
  { id: 'rent', label: 'Rent' },
  { id: 'energy', label: 'Energy' },
  { id: 'food', label: 'Food' },
  { id: 'transport', label: 'Transport' },
];

const links = [
  { source: 'salary', target: 'budget', value: 3200 },
  { source: 'freelance', target: 'budget', value: 800 },
  { source: 'budget', target: 'housing', value: 1450 },
  { source: 'budget', target: 'living', value: 1150 },
  { source: 'budget', target: 'savings', value: 1400 },
  { source: 'housing', target: 'rent', value: 1250 },
  { source: 'housing', target: 'energy', value: 200 },
  { source: 'living', target: 'food', value: 750 },
  { source: 'living', target: 'transport', value: 400 },
];

export default function HouseholdBudgetSankey() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: { nodes, links },
        valueFormatter: (value) => `${value.toLocaleString('en-US')} €`,
      }}
    />
  );
}
