/** Where two versions of the code first differ: the length of their common beginning. */
export function firstDifference(before: string, after: string): number {
  const shorter = Math.min(before.length, after.length);
  let index = 0;
  while (index < shorter && before[index] === after[index]) index += 1;
  return index;
}

/** Focuses an editable element with the caret after `offset` characters of its text (at its end when shorter). */
export function placeCaret(editable: HTMLElement, offset: number): void {
  editable.focus();
  const selection = editable.ownerDocument.getSelection();
  if (!selection) return;
  const walker = editable.ownerDocument.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  let remaining = offset;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    last = node;
    if (remaining <= node.length) {
      selection.collapse(node, remaining);
      return;
    }
    remaining -= node.length;
  }
  if (last) selection.collapse(last, last.length);
}
