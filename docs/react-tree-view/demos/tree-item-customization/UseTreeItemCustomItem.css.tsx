import * as React from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import './UseTreeItemCustomItem.css';

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
      <li {...getRootProps()} className="task-tree__item">
        <div {...contentProps} className="task-tree__row">
          <div {...getIconContainerProps()} className="task-tree__icon">
            <TreeItemIcon status={status} />
          </div>
          <Typography
            variant="body2"
            className="task-tree__label"
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
        </div>
        {children && isOpen ? (
          <ul role={role} className="task-tree__group">
            {groupChildren}
          </ul>
        ) : null}
      </li>
    </TreeItemProvider>
  );
});

export default function UseTreeItemCustomItem() {
  return (
    <div className="task-tree">
      <RichTreeView
        items={tasks}
        defaultExpandedItems={['release']}
        slots={{ item: TaskItem }}
      />
    </div>
  );
}
