export interface Course {
  id: string;
  label: string;
  children?: Course[];
}

interface Position {
  parentId: string | null;
  index: number;
}

function childrenOf(items: Course[], parentId: string | null): Course[] | undefined {
  if (parentId === null) {
    return items;
  }
  for (const item of items) {
    if (item.id === parentId) {
      return item.children ?? [];
    }
    const found = childrenOf(item.children ?? [], parentId);
    if (found) {
      return found;
    }
  }
  return undefined;
}

function replaceChildren(
  items: Course[],
  parentId: string | null,
  children: Course[],
): Course[] {
  if (parentId === null) {
    return children;
  }
  return items.map((item) =>
    item.id === parentId
      ? { ...item, children }
      : {
          ...item,
          children:
            item.children && replaceChildren(item.children, parentId, children),
        },
  );
}

/**
 * Applies a move reported by `onItemPositionChange` to your own items: the item is removed at
 * `oldPosition.index`, then inserted at `newPosition.index` of its new parent.
 */
export function moveItem(
  items: Course[],
  itemId: string,
  oldPosition: Position,
  newPosition: Position,
): Course[] {
  const oldSiblings = [...(childrenOf(items, oldPosition.parentId) ?? [])];
  const [moved] = oldSiblings.splice(oldPosition.index, 1);
  if (!moved || moved.id !== itemId) {
    return items;
  }
  const withoutItem = replaceChildren(items, oldPosition.parentId, oldSiblings);
  const newSiblings = [...(childrenOf(withoutItem, newPosition.parentId) ?? [])];
  newSiblings.splice(newPosition.index, 0, moved);
  return replaceChildren(withoutItem, newPosition.parentId, newSiblings);
}
