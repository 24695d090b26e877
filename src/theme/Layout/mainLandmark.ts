import { createContext } from 'react';

/**
 * Set by a page whose own component puts its content straight into the Layout, with no `<main>` of its own (the
 * local search plugin's search page): the Layout wrapper then puts the content in one.
 */
export const MainLandmarkContext = createContext(false);
