import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape your API returns: no `id`, no `label`, children under `sections`.
interface Chapter {
  slug: string;
  title: string;
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
      { slug: 'plugins', title: 'Plugins' },
    ],
  },
  { slug: 'release-notes', title: 'Release notes' },
];

// Stable references: the tree rebuilds its item lookup when one of them changes.
const getChapterId = (chapter: Chapter) => chapter.slug;
const getChapterTitle = (chapter: Chapter) => chapter.title;
const getChapterSections = (chapter: Chapter) => chapter.sections;

export default function CustomItemShapeTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView<Chapter>
        items={manual}
        getItemId={getChapterId}
        getItemLabel={getChapterTitle}
        getItemChildren={getChapterSections}
        defaultExpandedItems={['getting-started', 'configuration']}
      />
    </Box>
  );
}
