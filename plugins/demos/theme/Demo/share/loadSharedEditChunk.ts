/** What reading and making shared-edit links needs; loaded on "Copy link" or when the page opens with such a link. */
export type SharedEditChunk = typeof import('./sharedEditChunk');

export function loadSharedEditChunk(): Promise<SharedEditChunk> {
  return import(/* webpackChunkName: "shared-edit" */ './sharedEditChunk');
}
