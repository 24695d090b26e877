import React, { type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { MainLandmarkContext } from '../Layout/mainLandmark';

/**
 * Wrapped, not ejected: the local search plugin's page puts its search box and results straight into the Layout; the
 * site's Layout wrapper puts them in a `<main>` landmark, tall enough that the footer stays below the first screen
 * while the results load (they arrived with a layout shift of 0.375 when the footer was pushed down).
 */
export default function SearchPageWrapper(): ReactNode {
  return (
    <MainLandmarkContext.Provider value>
      <SearchPage />
    </MainLandmarkContext.Provider>
  );
}
