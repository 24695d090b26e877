import React, { useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import EntryBadges from '@site/src/components/EntryBadges';
import type { ApiPageKind, ApiPageSummary, ApiProductIndex } from '@site/plugins/api-reference/types';
import ApiLayout from './ApiLayout';
import FilterInput, { matchesFilter } from './FilterInput';
import styles from './styles.module.css';

const GROUPS: { kind: ApiPageKind; id: string; title: string }[] = [
  { kind: 'component', id: 'components', title: 'Components' },
  { kind: 'interface', id: 'interfaces', title: 'Interfaces' },
];

function PageList({ pages }: { pages: readonly ApiPageSummary[] }): ReactNode {
  return (
    <ul className={styles.indexList}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>
            <code>{page.name}</code>
          </Link>
          {page.plan !== 'community' && <EntryBadges flags={{ plan: page.plan }} />}
        </li>
      ))}
    </ul>
  );
}

/** A product's API index: its components and interfaces, with a filter box (route component of plugins/api-reference). */
export default function ApiIndexPage({ index }: { index: ApiProductIndex }): ReactNode {
  const [query, setQuery] = useState('');
  const visible = index.pages.filter((page) => matchesFilter(page.name, query));
  const groups = GROUPS.map((group) => ({ ...group, pages: index.pages.filter((page) => page.kind === group.kind) })).filter(
    (group) => group.pages.length > 0,
  );
  return (
    <ApiLayout index={index} title={`${index.title} API reference`} description={`Every component and interface of the MUI X ${index.title}, with props, slots and CSS classes.`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{index.title} API reference</h1>
        <p className={styles.lead}>
          The props, slots and CSS classes of every {index.title} component, and the fields of the interfaces you configure it with.
          Generated from the installed packages' type definitions. For how to use them, see the <Link to={index.guidePath}>{index.title} guides</Link>.
        </p>
      </header>
      <FilterInput
        label="Find an API"
        value={query}
        onChange={setQuery}
        status={query ? `${visible.length} of ${index.pages.length} pages` : `${index.pages.length} pages`}
      />
      {groups.map((group) => {
        const pages = group.pages.filter((page) => matchesFilter(page.name, query));
        return (
          <section key={group.kind} className={styles.section} hidden={pages.length === 0}>
            <Heading as="h2" id={group.id}>
              {group.title}
            </Heading>
            <PageList pages={pages} />
          </section>
        );
      })}
      {visible.length === 0 && <p className={styles.empty}>Nothing matches “{query}”.</p>}
    </ApiLayout>
  );
}
