import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface DriveEntry {
  id: string;
  label: string;
  childCount: number;
  children?: DriveEntry[];
}

const drive: Record<string, DriveEntry[]> = {
  root: [
    { id: 'marketing', label: 'Marketing', childCount: 2 },
    { id: 'finance', label: 'Finance (fails once)', childCount: 2 },
  ],
  marketing: [
    { id: 'marketing/logo', label: 'logo.svg', childCount: 0 },
    { id: 'marketing/brief', label: 'campaign-brief.docx', childCount: 0 },
  ],
  finance: [
    { id: 'finance/budget', label: 'budget-2026.xlsx', childCount: 0 },
    { id: 'finance/vat', label: 'vat-return-q3.pdf', childCount: 0 },
  ],
};

export default function RetryAfterErrorTree() {
  const apiRef = useRichTreeViewProApiRef<DriveEntry>();
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo(() => {
    const attempts: Record<string, number> = {};
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<DriveEntry[]>((resolve, reject) => {
          const key = parentId ?? 'root';
          attempts[key] = (attempts[key] ?? 0) + 1;
          const attempt = attempts[key];
          setTimeout(() => {
            // The server times out on the first request for Finance only.
            const fails = key === 'finance' && attempt === 1;
            setLog((previous) => [
              ...previous,
              `${key}, attempt ${attempt}: ${fails ? 'timed out' : 'ok'}`,
            ]);
            if (fails) {
              reject(new Error('Request timed out'));
            } else {
              resolve(drive[key] ?? []);
            }
          }, 700);
        }),
    };
  }, []);

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 280 }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void apiRef.current?.updateItemChildren('finance')}
        >
          Retry Finance
        </Button>
      </Box>
      <Box>
        <RichTreeViewPro<DriveEntry>
          apiRef={apiRef}
          items={[]}
          dataSource={dataSource}
        />
      </Box>
      <Box aria-live="polite">
        {log.map((entry, index) => (
          <Typography key={index} variant="body2">
            {entry}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
