/**
 * Sharing an edited demo, in one chunk loaded on demand: the fragment's encoder and decoder, and the notice that
 * holds a link's code until the reader runs it. Readers who never share or open a shared link download none of it.
 */
export { decodeSharedEdit, encodeSharedEdit } from './sharedEditCodec';
export { default as SharedEditNotice } from './SharedEditNotice';
