import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
// The real box's own stylesheet, so the stand-in looks and measures the same.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import { getKeymapHints, matchesKeymap, parseKeymap } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import { isMacPlatform } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import { SEARCH_SHORTCUT_KEYMAP } from '@site/src/lib/searchShortcut';

/** Marks the stand-in, so the wrapper tells it from the real box. */
export const STAND_IN_ATTRIBUTE = 'data-search-stand-in';

/** The shortcut configured for the search plugin, read with the plugin's own keymap helpers. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return matchesKeymap(event, parseKeymap(SEARCH_SHORTCUT_KEYMAP));
}

/** A look-alike of the search box that asks for the real one as soon as the reader goes for it. */
export default function SearchBarStandIn({ onWanted }: { onWanted: () => void }): ReactNode {
  const [hints, setHints] = useState<string[]>([]);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the platform is known after hydration only: the server renders no hints
  useEffect(() => setHints(getKeymapHints(SEARCH_SHORTCUT_KEYMAP, isMacPlatform())), []);

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div
      {...{ [STAND_IN_ATTRIBUTE]: '' }}
      className={clsx('navbar__search', styles.searchBarContainer)}
      dir="ltr"
      onPointerEnter={onWanted}
      onTouchStart={onWanted}
    >
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input placeholder={label} aria-label={label} className={`navbar__search-input ${styles.searchInput}`} onFocus={onWanted} />
      {hints.length > 0 && (
        <div className={styles.searchHintContainer}>
          {hints.map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
