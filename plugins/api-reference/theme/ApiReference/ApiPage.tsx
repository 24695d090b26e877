import React, { memo, Suspense, type ReactNode } from 'react';
import type { RouteConfigComponentProps } from 'react-router-config';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useTranslate } from '@theme/Translations';
import type { ApiProductIndex } from '../../types';
import ApiLayout from './ApiLayout';
import ApiPageView from './ApiPageView';
import { withTrailingSlash } from '@site/src/lib/routing';
import { sameRouteProps } from '@site/src/lib/sameRouteProps';
import { retryApiPageData, useApiPageData } from './pageData';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

interface Props {
  index: ApiProductIndex;
}

function LoadedApiPage({ index, pathname }: Props & { pathname: string }): ReactNode {
  const page = useApiPageData(pathname);
  return <ApiPageView page={page} index={index} routePath={withTrailingSlash(pathname)} />;
}

/** The name of the component or interface at `pathname`, from the product index (route paths may carry a language prefix). */
function pageNameOf(index: ApiProductIndex, pathname: string): string {
  const routePath = withTrailingSlash(pathname);
  return index.pages.find((entry) => routePath.endsWith(entry.path))?.name ?? '';
}

/** The layout with the page's title while its data loads, or with a retry button when the load failed. */
function ApiPagePlaceholder({ index, name, children }: Props & { name: string; children: ReactNode }): ReactNode {
  const t = useTranslate();
  return (
    <ApiLayout index={index} title={t('apiReference.page.title', { name })} description="">
      <div className={styles.placeholder}>{children}</div>
    </ApiLayout>
  );
}

/**
 * Route component of an API page (plugins/api-reference): its data comes with the HTML or loads on navigation. It
 * reads its address from the route's props, not the router's context, so that it can skip the render a click that
 * leaves it gives it (`sameRouteProps` says why).
 */
function ApiPage({ index, location }: Props & Pick<RouteConfigComponentProps, 'location'>): ReactNode {
  const { pathname } = location;
  const t = useTranslate();
  const name = pageNameOf(index, pathname);
  return (
    <ErrorBoundary
      fallback={({ tryAgain }) => (
        <ApiPagePlaceholder index={index} name={name}>
          <p role="alert">{t('apiReference.page.loadError', { name })}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              retryApiPageData(pathname);
              tryAgain();
            }}
          >
            {t('apiReference.page.retry')}
          </button>
        </ApiPagePlaceholder>
      )}
    >
      <Suspense
        fallback={
          <ApiPagePlaceholder index={index} name={name}>
            <p aria-busy="true">{t('apiReference.page.loading', { name })}</p>
          </ApiPagePlaceholder>
        }
      >
        <LoadedApiPage index={index} pathname={pathname} />
      </Suspense>
    </ErrorBoundary>
  );
}

export default memo(ApiPage, sameRouteProps);
