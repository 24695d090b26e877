import React, { type ReactNode } from 'react';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import LazyPart from '@theme/LazyPart';
import { useTranslate } from '@theme/Translations';
import '@x-docs/ui-messages/lazyPart';

type Props = WrapperProps<typeof ContentType>;

// The docs layout renders this component for a path it has no page for, so every docs page imports it: its code
// (MissingPage.tsx, with the product overviews and the core pages' notice) loads only where a page is missing.
// The server renders it in full, and the browser keeps that HTML until the code has arrived.
const loadMissingPage = () => import(/* webpackChunkName: "missing-page" */ './MissingPage');

/** Wrapped, not ejected: see MissingPage.tsx. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const t = useTranslate();
  return <LazyPart load={loadMissingPage} props={props} label={t('lazyPart.missingPage')} />;
}
