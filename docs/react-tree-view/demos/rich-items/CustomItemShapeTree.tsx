import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape your API returns: no `id`, no `label`, children under `sections`.
interface Chapter {
  slug: string;
  title: string;
  draft?: boolean;
  sections?: Chapter[];
}

const manual: Chapter[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    sections: [
      { slug: 'install', title: 'Install the CLI' },
      { slug: 'first-project', title: 'Create a first project' },
    ],
  },
  {
    slug: 'configuration',
    title: 'Configuration',
    sections: [
      { slug: 'env-files', title: 'Environment files' },
      { slug: 'plugins', title: 'Plugins (draft)', draft: true },
    ],
  },
  { slug: 'release-notes', title: 'Release notes (draft)', draft: true },
];

export default function CustomItemShapeTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView<Chapter>
        items={manual}
        getItemId={(chapter) => chapter.slug}
        getItemLabel={(chapter) => chapter.title}
        getItemChildren={(chapter) => chapter.sections}
        isItemDisabled={(chapter) => chapter.draft === true}
        defaultExpandedItems={['getting-started', 'configuration']}
      />
    </Box>
  );
}
