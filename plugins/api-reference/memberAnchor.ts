/** The id of a prop's or member's row on its API page (`#prop-rows`), which guide pages link to. */
export function memberAnchor(name: string): string {
  return `prop-${name}`;
}
