/**
 * Whether the reader is pressing what has the focus: a button held down, or a held Space key (a press focuses what it
 * presses, and the browser marks it `:active` until the release).
 */
export function isPressUnderWay(): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  try {
    return focused.matches(':active');
  } catch {
    return false;
  }
}
