import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import {
  DataGrid,
  ExportCsv,
  GridDownloadIcon,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Declares the props the app's toolbar accepts through slotProps.toolbar.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    title?: string;
    showExport?: boolean;
  }
}

function AppToolbar({ title, showExport }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        {title}
      </Typography>
      {showExport ? (
        <ExportCsv render={<ToolbarButton aria-label="Download CSV" />}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      ) : null}
      <QuickFilter>
        <QuickFilterControl placeholder="Search" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

// Every grid under this theme gets the app's toolbar, titled and with an export button.
const withAppGrids = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiDataGrid: {
      defaultProps: {
        showToolbar: true,
        density: 'compact',
        slots: { toolbar: AppToolbar },
        slotProps: { toolbar: { title: 'Records', showExport: true } },
      },
    },
  },
});

interface Company {
  id: number;
  name: string;
  city: string;
}

const customers: Company[] = [
  { id: 1, name: 'Harbour Bakery', city: 'Lisbon' },
  { id: 2, name: 'Nordlicht Optics', city: 'Hamburg' },
  { id: 3, name: 'Casa Verde', city: 'Seville' },
];

const suppliers: Company[] = [
  { id: 1, name: 'Millstone Flour', city: 'Porto' },
  { id: 2, name: 'Glasswerk', city: 'Jena' },
];

const columns: GridColDef<Company>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function ThemeSlotsGrid() {
  return (
    <ThemeProvider theme={withAppGrids}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 230 }}>
          {/* Only the title: the export button still comes from the theme. */}
          <DataGrid
            rows={customers}
            columns={columns}
            slotProps={{ toolbar: { title: 'Customers' } }}
          />
        </Box>
        <Box sx={{ height: 230 }}>
          <DataGrid
            rows={suppliers}
            columns={columns}
            slotProps={{ toolbar: { title: 'Suppliers', showExport: false } }}
          />
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
