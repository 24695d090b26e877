import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsPanelProps,
  type GridChartsRendererProxyProps,
  type GridColDef,
  type GridLocaleText,
} from '@mui/x-data-grid-premium';
import { frFR } from '@mui/x-data-grid-premium/locales';
import { BarIcon } from './chartSchema';

interface Harvest {
  id: number;
  region: string;
  apples: number;
  pears: number;
}

// Tonnes of fruit picked by region of France.
const rows: Harvest[] = [
  { id: 1, region: 'Normandie', apples: 410, pears: 95 },
  { id: 2, region: 'Bretagne', apples: 330, pears: 60 },
  { id: 3, region: 'Occitanie', apples: 280, pears: 140 },
  { id: 4, region: 'Provence', apples: 190, pears: 175 },
  { id: 5, region: 'Alsace', apples: 150, pears: 85 },
];

const columns: GridColDef<Harvest>[] = [
  { field: 'region', headerName: 'Région', width: 130 },
  { field: 'apples', headerName: 'Pommes (t)', type: 'number', width: 120 },
  { field: 'pears', headerName: 'Poires (t)', type: 'number', width: 120 },
];

// The French texts of the grid, plus the charts keys that this locale leaves in English.
const localeText: Partial<GridLocaleText> = {
  ...frFR.components.MuiDataGrid.defaultProps.localeText,
  toolbarCharts: 'Graphiques',
  columnMenuManageCharts: 'Gérer les graphiques',
  chartsFieldBlocked: 'Ce champ ne peut être ajouté à aucune section',
};

// The chart types and their settings are yours, so are their names.
const frenchSchema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: {
    label: 'Barres',
    icon: BarIcon,
    dimensionsLabel: 'Catégories',
    valuesLabel: 'Séries',
    maxDimensions: 1,
    customization: [
      {
        id: 'barres',
        label: 'Barres',
        controls: {
          stacked: { label: 'Empiler les séries', type: 'boolean', default: false },
        },
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function FrenchBarRenderer({ dimensions, values, configuration }: RendererProps) {
  const categories = dimensions[0];
  if (!categories || values.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        Ajoutez une catégorie et au moins une série.
      </Typography>
    );
  }
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: categories.data.map(String) }]}
      series={values.map((dataset) => ({
        id: dataset.id,
        label: dataset.label,
        data: dataset.data,
        stack: configuration.stacked ? 'total' : undefined,
      }))}
    />
  );
}

export default function FrenchChartsPanel() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 320 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            localeText={localeText}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: frenchSchema } }}
            initialState={{
              chartsIntegration: {
                activeChartId: 'recolte',
                charts: {
                  recolte: {
                    dimensions: ['region'],
                    values: ['apples', 'pears'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 260 }}>
          <GridChartsRendererProxy
            id="recolte"
            label="Récolte"
            renderer={FrenchBarRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
