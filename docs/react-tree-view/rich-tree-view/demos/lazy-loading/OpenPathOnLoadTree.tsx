import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Page {
  id: string;
  label: string;
  childCount: number;
}

// A fake server: the pages under each section ('root' for the top level).
const sections: Record<string, Page[]> = {
  root: [
    { id: 'handbook', label: 'Handbook', childCount: 2 },
    { id: 'policies', label: 'Policies', childCount: 1 },
  ],
  handbook: [
    { id: 'handbook/onboarding', label: 'Onboarding', childCount: 0 },
    { id: 'handbook/engineering', label: 'Engineering', childCount: 2 },
  ],
  'handbook/engineering': [
    { id: 'handbook/engineering/reviews', label: 'Code reviews', childCount: 0 },
    { id: 'handbook/engineering/on-call', label: 'On-call rota', childCount: 0 },
  ],
  policies: [{ id: 'policies/travel', label: 'Travel', childCount: 0 }],
};

const dataSource = {
  getChildrenCount: (page: Page) => page.childCount,
  getTreeItems: (parentId?: string) =>
    new Promise<Page[]>((resolve) => {
      setTimeout(() => resolve(sections[parentId ?? 'root'] ?? []), 500);
    }),
};

// Where the reader was last time, for example read from the URL or from storage.
const savedPath = ['handbook', 'handbook/engineering'];

export default function OpenPathOnLoadTree() {
  const [loads, setLoads] = React.useState<string[]>([]);

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 280 }}>
      <Box>
        <RichTreeViewPro<Page>
          items={[]}
          dataSource={dataSource}
          defaultExpandedItems={savedPath}
          defaultSelectedItems="handbook/engineering/on-call"
          onItemsLazyLoaded={({ parentId, items }) =>
            setLoads((previous) => [
              ...previous,
              `${parentId ?? 'root'}: ${items.length} loaded`,
            ])
          }
        />
      </Box>
      <Box aria-live="polite">
        <Typography variant="subtitle2">Requests, in order</Typography>
        {loads.map((entry, index) => (
          <Typography key={`${index}-${entry}`} variant="body2">
            {entry}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
