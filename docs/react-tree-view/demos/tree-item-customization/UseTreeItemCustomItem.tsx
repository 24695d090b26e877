import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Task {
  id: string;
  label: string;
  owner: string;
  open: number;
  children?: Task[];
}

const tasks: Task[] = [
  {
    id: 'release',
    label: 'Release 2.0',
    owner: 'Ada',
    open: 4,
    children: [
      { id: 'docs', label: 'Write docs', owner: 'Grace', open: 1 },
      {
        id: 'qa',
        label: 'Quality assurance',
        owner: 'Linus',
        open: 3,
        children: [
          { id: 'smoke', label: 'Smoke tests', owner: 'Linus', open: 2 },
          { id: 'perf', label: 'Performance run', owner: 'Barbara', open: 1 },
        ],
      },
    ],
  },
  { id: 'hiring', label: 'Hiring', owner: 'Margaret', open: 0 },
];

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&[data-selected]': {
    backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
  },
  '&[data-focused]': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const IconBox = styled('div')({
  display: 'flex',
  width: 16,
  justifyContent: 'center',
  flexShrink: 0,
});

const Group = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 0,
  paddingLeft: theme.spacing(2),
}));

type TaskItemProps = Omit<UseTreeItemParameters, 'rootRef'>;

const TaskItem = React.forwardRef(function TaskItem(
  props: TaskItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const task = useTreeItemModel<Task>(itemId);
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  // Pick what the plain elements below need: `getContentProps()` still returns the deprecated `status` object
  // next to the data attributes, and it is not a DOM attribute.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- taken out so that it does not reach the DOM
  const { status: _status, ...contentProps } = getContentProps();
  const { children: labelText, onDoubleClick } = getLabelProps();
  const { in: isOpen, children: groupChildren, role } = getGroupTransitionProps();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <Box component="li" {...getRootProps()} sx={{ listStyle: 'none', outline: 0 }}>
        <Row {...contentProps}>
          <IconBox {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </IconBox>
          <Typography
            variant="body2"
            sx={{ flexGrow: 1 }}
            onDoubleClick={onDoubleClick}
          >
            {labelText}
          </Typography>
          {task ? (
            <Typography variant="caption" color="text.secondary">
              {task.owner}
            </Typography>
          ) : null}
          {task && task.open > 0 ? (
            <Chip size="small" label={`${task.open} open`} />
          ) : null}
        </Row>
        {children && isOpen ? <Group role={role}>{groupChildren}</Group> : null}
      </Box>
    </TreeItemProvider>
  );
});

export default function UseTreeItemCustomItem() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 320 }}>
      <RichTreeView
        items={tasks}
        defaultExpandedItems={['release']}
        slots={{ item: TaskItem }}
      />
    </Box>
  );
}
