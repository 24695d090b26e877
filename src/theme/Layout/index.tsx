import React, { useContext, type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { MainLandmarkContext } from './mainLandmark';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Wrapped, not ejected: gives the content of a page that asks for it (MainLandmarkContext) the `<main>` landmark
 * that Docusaurus's docs pages and the site's own pages render themselves.
 */
export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const needsMain = useContext(MainLandmarkContext);
  return <Layout {...props}>{needsMain ? <main className={styles.main}>{children}</main> : children}</Layout>;
}
