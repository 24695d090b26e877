import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import { useTranslate } from '@theme/Translations';
import type { CorePageLink } from '@site/src/lib/corePages';
import '@x-docs/ui-messages/notFound';

/** The 404 content for a legacy core-library path: the page's title and a link to it on the core site. */
export default function CorePageNotice({ page }: { page: CorePageLink }): ReactNode {
  const t = useTranslate();
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            {t('notFound.corePage.heading')}
          </Heading>
          <p>{t('notFound.corePage.body', { title: page.title })}</p>
          <p>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a page of the core docs, another site: a full page load */}
            <a className="button button--primary button--lg" href={page.href} data-core-page={page.path}>
              {t('notFound.corePage.link', { title: page.title })}
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}
