/**
 * Whether a memoised component can skip a render: the same props, each the same object as before, except `key`,
 * whose two values `sameValue` compares (a value the component's owner builds afresh at each render, or one whose
 * change the component can ignore under some condition).
 */
export function samePropsBut<Props extends object, Key extends keyof Props>(
  previous: Props,
  next: Props,
  key: Key,
  sameValue: (before: Props[Key], after: Props[Key]) => boolean,
): boolean {
  const keys = Object.keys(previous) as (keyof Props)[];
  if (keys.length !== Object.keys(next).length) return false;
  return keys.every((name) => (name === key ? sameValue(previous[key], next[key]) : Object.is(previous[name], next[name])));
}
