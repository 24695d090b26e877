import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { createNumericGrid } from '../data/employees';

// 100 rows fit on the free grid's single page; 40 columns overflow horizontally.
const { rows, columns } = createNumericGrid(100, 40);

export default function ScrollToCellGrid() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(75);
  const [colIndex, setColIndex] = React.useState(30);

  const scrollToCell = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    api.scrollToIndexes({ rowIndex, colIndex });
    // Move keyboard focus too, so the target is easy to spot and arrow keys continue from there.
    // The same order scrollToIndexes uses: sorted, filtered, groups expanded.
    const rowId = gridExpandedSortedRowIdsSelector(apiRef)[rowIndex];
    const column = api.getVisibleColumns()[colIndex];
    if (rowId !== undefined && column) {
      api.setCellFocus(rowId, column.field);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <TextField
          label="Row index (0–99)"
          type="number"
          size="small"
          value={rowIndex}
          onChange={(event) =>
            setRowIndex(Math.min(99, Math.max(0, Number(event.target.value))))
          }
          sx={{ width: 150 }}
        />
        <TextField
          label="Column index (0–39)"
          type="number"
          size="small"
          value={colIndex}
          onChange={(event) =>
            setColIndex(Math.min(39, Math.max(0, Number(event.target.value))))
          }
          sx={{ width: 160 }}
        />
        <Button variant="contained" size="small" onClick={scrollToCell}>
          Scroll to cell
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}
        >
          Back to top left
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
