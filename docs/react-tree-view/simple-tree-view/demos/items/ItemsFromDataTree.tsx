import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface MenuSection {
  slug: string;
  title: string;
  sections?: MenuSection[];
}

const menu: MenuSection[] = [
  {
    slug: 'starters',
    title: 'Starters',
    sections: [
      { slug: 'soup', title: 'Soup of the day' },
      { slug: 'bruschetta', title: 'Tomato bruschetta' },
    ],
  },
  {
    slug: 'mains',
    title: 'Mains',
    sections: [
      {
        slug: 'pasta',
        title: 'Pasta',
        sections: [
          { slug: 'carbonara', title: 'Carbonara' },
          { slug: 'pesto', title: 'Trofie al pesto' },
        ],
      },
      { slug: 'risotto', title: 'Mushroom risotto' },
    ],
  },
  { slug: 'desserts', title: 'Desserts' },
];

// Each section becomes a TreeItem, and its sub-sections become nested TreeItems.
function renderSections(sections: MenuSection[]) {
  return sections.map((section) => (
    <TreeItem key={section.slug} itemId={section.slug} label={section.title}>
      {section.sections ? renderSections(section.sections) : null}
    </TreeItem>
  ));
}

export default function ItemsFromDataTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['mains', 'pasta']}>
        {renderSections(menu)}
      </SimpleTreeView>
    </Box>
  );
}
