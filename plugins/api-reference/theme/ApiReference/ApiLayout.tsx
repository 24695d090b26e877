import React, { useEffect, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import TOC from '@theme/TOC';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import type { TOCItem } from '@docusaurus/mdx-loader';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { pages } from '@site/src/data/pages';
import { decodeFragment } from '@site/src/lib/routing';
import { useTranslate } from '@theme/Translations';
import type { ApiProductIndex } from '../../types';
import { apiBreadcrumbItems, apiSidebarItems, withBaseUrlHrefs } from './sidebarItems';
import styles from './styles.module.css';

interface Props {
  index: ApiProductIndex;
  title: string;
  description: string;
  toc?: readonly TOCItem[];
  children: ReactNode;
}

/** The docs layout (navbar, product sidebar, table of contents) around an API page. */
export default function ApiLayout({ index, title, description, toc = [], children }: Props): ReactNode {
  const t = useTranslate();
  const { withBaseUrl } = useBaseUrlUtils();
  const [items, breadcrumbItems] = useMemo(() => {
    const sidebar = apiSidebarItems(pages, index, t);
    return [withBaseUrlHrefs(sidebar, withBaseUrl), withBaseUrlHrefs(apiBreadcrumbItems(pages, index, sidebar), withBaseUrl)];
  }, [index, t, withBaseUrl]);
  // The rows arrive with a large page: once it is interactive, bring the linked row (#prop-rows) into view.
  useEffect(() => {
    const id = decodeFragment(window.location.hash);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages, 'api-reference-page')}>
      <Layout title={title} description={description}>
        <DocsSidebarProvider name={`api-${index.product}`} items={items}>
          <DocRootLayout>
            <div className="row">
              <div className={clsx('col', toc.length > 0 && styles.mainColumn)}>
                <article className={styles.article}>
                  <DocsSidebarProvider name={`api-${index.product}`} items={breadcrumbItems}>
                    <DocBreadcrumbs />
                  </DocsSidebarProvider>
                  {children}
                </article>
              </div>
              {toc.length > 0 && (
                <div className={clsx('col col--3', styles.tocColumn)}>
                  <TOC toc={toc} />
                </div>
              )}
            </div>
          </DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
