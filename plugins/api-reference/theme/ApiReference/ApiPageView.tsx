import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type { TOCItem } from '@docusaurus/mdx-loader';
import EntryBadges from '@theme/EntryBadges';
import SearchIndexFields from '@theme/SearchIndexFields';
import { useTranslate, type Translate, type TranslationKey } from '@theme/Translations';
import type { ApiPage as ApiPageData, ApiPageKind, ApiProductIndex } from '../../types';
import ApiLayout from './ApiLayout';
import ClassesTable from './ClassesTable';
import Html from './Html';
import SinceBadge from './SinceBadge';
import ImportCode from './ImportCode';
import InheritanceList from './InheritanceList';
import MembersTable from './MembersTable';
import SlotsTable from './SlotsTable';
import { withNodes } from './withNodes';
import PageDataBlock from './PageDataBlock';
import SelectorsPageView from './SelectorsPageView';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';
import '@x-docs/ui-messages/product';

interface Props {
  page: ApiPageData;
  index: ApiProductIndex;
  /** The page's route path, which the data block is marked with. */
  routePath: string;
}

interface Section {
  id: string;
  title: string;
  content: ReactNode;
}

type DocumentedKind = Exclude<ApiPageKind, 'selectors'>;

const DESCRIPTIONS: Record<DocumentedKind, TranslationKey> = {
  component: 'apiReference.page.description.component',
  interface: 'apiReference.page.description.interface',
};
const LEADS: Record<DocumentedKind, TranslationKey> = {
  component: 'apiReference.page.lead.component',
  interface: 'apiReference.page.lead.interface',
};

function sectionsOf(page: ApiPageData, t: Translate<TranslationKey>): Section[] {
  const isComponent = page.kind === 'component';
  const sections: (Section | false)[] = [
    { id: 'import', title: t('apiReference.sections.import'), content: <ImportCode imports={page.imports} /> },
    {
      id: isComponent ? 'props' : 'fields',
      title: t(isComponent ? 'apiReference.sections.props' : 'apiReference.sections.fields'),
      content:
        page.members.length > 0 ? (
          <MembersTable members={page.members} noun={isComponent ? 'prop' : 'field'} pagePlan={page.plan} />
        ) : (
          <p>{t(page.inheritance.length > 0 ? 'apiReference.page.noOwnProps' : 'apiReference.page.noProps')}</p>
        ),
    },
    page.slots.length > 0 && { id: 'slots', title: t('apiReference.sections.slots'), content: <SlotsTable slots={page.slots} /> },
    page.classes.length > 0 && {
      id: 'css-classes',
      title: t('apiReference.sections.cssClasses'),
      content: <ClassesTable classes={page.classes} />,
    },
    page.inheritance.length > 0 && {
      id: 'inheritance',
      title: t('apiReference.sections.inheritance'),
      content: <InheritanceList inheritance={page.inheritance} componentName={page.name} />,
    },
    page.demos.length > 0 && {
      id: 'demos',
      title: t('apiReference.sections.demos'),
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

/** One component or interface of the API reference, with its data written into the page for hydration. */
function DocumentedPageView({ page, kind, index, routePath }: Props & { kind: DocumentedKind }): ReactNode {
  const t = useTranslate();
  const sections = sectionsOf(page, t);
  const product = t(`product.name.${index.product}`);
  const toc: TOCItem[] = sections.map(({ id, title }) => ({ id, value: title, level: 2 }));
  return (
    <ApiLayout
      index={index}
      title={t('apiReference.page.title', { name: page.name })}
      description={t(DESCRIPTIONS[kind], { name: page.name, product })}
      toc={toc}
    >
      <div data-pagefind-body>
        <SearchIndexFields kind="api" plan={page.plan} />
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <Link to={index.path}>{t('apiReference.page.productApi', { product })}</Link>
          </p>
          <Heading as="h1" className={styles.title}>
            <code>{page.name}</code>
            {page.plan !== 'community' && <EntryBadges flags={{ plan: page.plan }} size="medium" />}
            <SinceBadge since={page.since} />
          </Heading>
          <p className={styles.lead}>{withNodes(t(LEADS[kind]), { name: <code>{page.name}</code> })}</p>
        </header>
        {page.deprecatedHtml !== undefined && (
          <div className="alert alert--warning" role="note">
            <strong>{t('apiReference.page.deprecated')}</strong> <Html html={page.deprecatedHtml} />
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
      </div>
      <PageDataBlock page={page} routePath={routePath} />
    </ApiLayout>
  );
}

/** An API page: a component's or an interface's, or the product's selectors. */
export default function ApiPageView(props: Props): ReactNode {
  const { kind } = props.page;
  return kind === 'selectors' ? <SelectorsPageView {...props} /> : <DocumentedPageView {...props} kind={kind} />;
}
