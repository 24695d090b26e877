import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { chartSchema } from './chartSchema';
import { SimpleChartRenderer } from './SimpleChartRenderer';

interface Sale {
  id: number;
  line: string;
  year: string;
  quarter: string;
  revenue: number;
}

const LINES = ['Road', 'Mountain', 'City', 'Kids'];
const YEARS = ['2023', '2024', '2025'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

// A bike shop's revenue in thousands, one row per product line, year and quarter.
const rows: Sale[] = [];
LINES.forEach((line, lineIndex) => {
  YEARS.forEach((year, yearIndex) => {
    QUARTERS.forEach((quarter, quarterIndex) => {
      rows.push({
        id: rows.length + 1,
        line,
        year,
        quarter,
        revenue:
          30 +
          lineIndex * 12 +
          yearIndex * 9 +
          ((quarterIndex * 17 + lineIndex * 5) % 23),
      });
    });
  });
});

const columns: GridColDef<Sale>[] = [
  { field: 'line', headerName: 'Product line', width: 130 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'revenue', headerName: 'Revenue (k$)', type: 'number', width: 130 },
];

export default function PivotedSalesChart() {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // The pivot creates one value column per year (or quarter) and places it in a column
    // group; those generated columns are the chart's series.
    const chartPivotColumns = () => {
      const pivotColumns = api
        .getAllColumns()
        .filter((column) => api.getColumnGroupPath(column.field).length > 0);
      api.updateChartValuesData(
        'revenue',
        pivotColumns.map((column) => ({ field: column.field })),
      );
    };
    chartPivotColumns();
    return api.subscribeEvent('columnsChange', chartPivotColumns);
  }, [apiRef]);

  // Name each generated column by its column groups ("2024", "Q2") in the panel and the legend,
  // instead of "Revenue (k$) - 2024 (sum)".
  const chartsPanelProps = React.useMemo(
    () => ({
      schema: chartSchema,
      getColumnName: (field: string) => {
        const api = apiRef.current;
        const groupIds = api?.getColumnGroupPath(field) ?? [];
        if (!api || groupIds.length === 0) {
          return undefined;
        }
        const groups = api.getAllGroupDetails();
        return groupIds
          .map((groupId) => groups[groupId]?.headerName ?? groupId)
          .join(' ');
      },
    }),
    [apiRef],
  );

  const spreadBy = (field: 'year' | 'quarter') => {
    apiRef.current?.setPivotModel((model) => ({ ...model, columns: [{ field }] }));
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={() => spreadBy('year')}>
            Columns by year
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => spreadBy('quarter')}
          >
            Columns by quarter
          </Button>
        </Stack>
        <Box sx={{ height: 480 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: chartsPanelProps }}
            initialState={{
              pivoting: {
                enabled: true,
                model: {
                  rows: [{ field: 'line' }],
                  columns: [{ field: 'year' }],
                  values: [{ field: 'revenue', aggFunc: 'sum' }],
                },
              },
              chartsIntegration: {
                activeChartId: 'revenue',
                charts: {
                  revenue: { dimensions: ['line'], values: [], chartType: 'bar' },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 280 }}>
          <GridChartsRendererProxy
            id="revenue"
            label="Revenue by product line"
            renderer={SimpleChartRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
