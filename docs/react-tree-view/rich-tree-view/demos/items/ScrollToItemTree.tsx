import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const months = ['January', 'February', 'March', 'April', 'May', 'June'];

// One folder per month, each with the same four weekly readings.
const meterReadings: TreeViewDefaultItemModelProperties[] = months.map((month) => ({
  id: month.toLowerCase(),
  label: month,
  children: [1, 2, 3, 4].map((week) => ({
    id: `${month.toLowerCase()}-week-${week}`,
    label: `${month}, week ${week}`,
  })),
}));

const allMonthIds = meterReadings.map((month) => month.id);

export default function ScrollToItemTree() {
  const apiRef = useRichTreeViewApiRef();
  const scrollBoxRef = React.useRef<HTMLDivElement>(null);

  const scrollTo = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    const scrollBox = scrollBoxRef.current;
    if (!element || !scrollBox) {
      return;
    }
    // Scroll the box only, not the whole page.
    const offset =
      element.getBoundingClientRect().top - scrollBox.getBoundingClientRect().top;
    scrollBox.scrollTo({ top: scrollBox.scrollTop + offset, behavior: 'smooth' });
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => scrollTo('january')}>
          January
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => scrollTo('april-week-3')}
        >
          April, week 3
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => scrollTo('june-week-4')}
        >
          June, week 4
        </Button>
      </Stack>
      <Box
        ref={scrollBoxRef}
        sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider' }}
      >
        <RichTreeView
          items={meterReadings}
          apiRef={apiRef}
          defaultExpandedItems={allMonthIds}
        />
      </Box>
    </Stack>
  );
}
