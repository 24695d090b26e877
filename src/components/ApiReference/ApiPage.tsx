import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type { TOCItem } from '@docusaurus/mdx-loader';
import EntryBadges from '@site/src/components/EntryBadges';
import type { ApiPage as ApiPageData, ApiProductIndex } from '@site/plugins/api-reference/types';
import ApiLayout from './ApiLayout';
import ClassesTable from './ClassesTable';
import Html from './Html';
import ImportCode from './ImportCode';
import InheritanceList from './InheritanceList';
import MembersTable from './MembersTable';
import SlotsTable from './SlotsTable';
import styles from './styles.module.css';

interface Props {
  page: ApiPageData;
  index: ApiProductIndex;
}

interface Section {
  id: string;
  title: string;
  content: ReactNode;
}

function sectionsOf(page: ApiPageData): Section[] {
  const isComponent = page.kind === 'component';
  const sections: (Section | false)[] = [
    { id: 'import', title: 'Import', content: <ImportCode imports={page.imports} /> },
    {
      id: isComponent ? 'props' : 'fields',
      title: isComponent ? 'Props' : 'Fields',
      content: <MembersTable members={page.members} noun={isComponent ? 'prop' : 'field'} />,
    },
    page.slots.length > 0 && { id: 'slots', title: 'Slots', content: <SlotsTable slots={page.slots} /> },
    page.classes.length > 0 && { id: 'css-classes', title: 'CSS classes', content: <ClassesTable classes={page.classes} /> },
    page.inheritance.length > 0 && {
      id: 'inheritance',
      title: 'Inheritance',
      content: <InheritanceList inheritance={page.inheritance} componentName={page.name} />,
    },
    page.demos.length > 0 && {
      id: 'demos',
      title: 'Demos',
      content: (
        <ul>
          {page.demos.map((demo) => (
            <li key={demo.path}>
              <Link to={demo.path}>{demo.title}</Link>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return sections.filter((section): section is Section => section !== false);
}

/** One component or interface of the API reference (route component of plugins/api-reference). */
export default function ApiPage({ page, index }: Props): ReactNode {
  const sections = sectionsOf(page);
  const toc: TOCItem[] = sections.map(({ id, title }) => ({ id, value: title, level: 2 }));
  const kindLabel = page.kind === 'component' ? 'component' : 'interface';
  return (
    <ApiLayout index={index} title={`${page.name} API`} description={`API reference of the ${page.name} ${kindLabel} of the MUI X ${index.title}.`} toc={toc}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <Link to={index.path}>{index.title} API</Link>
        </p>
        <h1 className={styles.title}>
          <code>{page.name}</code>
          {page.plan !== 'community' && <EntryBadges flags={{ plan: page.plan }} size="medium" />}
        </h1>
        <p className={styles.lead}>
          API reference of the <code>{page.name}</code> {kindLabel}.
        </p>
      </header>
      {page.deprecatedHtml !== undefined && (
        <div className="alert alert--warning" role="note">
          <strong>Deprecated.</strong> <Html html={page.deprecatedHtml} />
        </div>
      )}
      <Html html={page.descriptionHtml} />
      {sections.map((section) => (
        <section key={section.id} className={styles.section}>
          <Heading as="h2" id={section.id}>
            {section.title}
          </Heading>
          {section.content}
        </section>
      ))}
    </ApiLayout>
  );
}
