import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createReadings, readingColumns } from './weatherReadings';

const rows = createReadings(72, 13);

export default function MountWhenVisibleGrid() {
  const [tab, setTab] = React.useState('summary');

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, next: string) => setTab(next)}>
        <Tab label="Summary" value="summary" />
        <Tab label="Readings" value="readings" />
      </Tabs>
      <Box sx={{ height: 340, pt: 1 }}>
        {tab === 'summary' ? (
          <Typography variant="body2" sx={{ p: 1 }}>
            Three stations reported 72 hourly readings. Open the Readings tab to see
            them: the grid mounts only then, in a panel that is visible and 340 px
            high.
          </Typography>
        ) : (
          <DataGrid rows={rows} columns={readingColumns} />
        )}
      </Box>
    </Box>
  );
}
