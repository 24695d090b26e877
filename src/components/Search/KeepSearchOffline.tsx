import React, { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useTranslate } from '@theme/Translations';
import { searchCacheName } from '@site/src/lib/search/searchCacheName';
import { storeSearchIndex } from '@site/src/lib/search/storeIndex';
import '@x-docs/ui-messages/search';

type Status = { state: 'ready' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; reason: string } | { state: 'saveData' };

/** "Keep search available offline": stores every file of the locale's index, only when the reader asks. */
export default function KeepSearchOffline(): ReactNode {
  const t = useTranslate();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const indexUrl = useBaseUrl('/pagefind/');
  const [status, setStatus] = useState<Status>({ state: 'ready' });

  const keep = () => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) {
      setStatus({ state: 'saveData' });
      return;
    }
    setStatus({ state: 'saving' });
    storeSearchIndex(indexUrl, searchCacheName(baseUrl)).then(
      () => setStatus({ state: 'saved' }),
      (error: unknown) => setStatus({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
  };

  const messages: Record<Status['state'], string> = {
    ready: '',
    saving: t('search.offline.saving'),
    saved: t('search.offline.saved'),
    failed: status.state === 'failed' ? t('search.offline.failed', { reason: status.reason }) : '',
    saveData: t('search.offline.saveData'),
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap alignItems="center" flexWrap="wrap" sx={{ my: 2 }}>
      <Button variant="outlined" size="small" onClick={keep} disabled={status.state === 'saving' || status.state === 'saved'}>
        {t('search.offline.keep')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        color={status.state === 'failed' ? 'error' : 'text.secondary'}
        data-offline-search={status.state}
      >
        {messages[status.state]}
      </Typography>
    </Stack>
  );
}
