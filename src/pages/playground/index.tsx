import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { ColorModeProvider } from '@docusaurus/theme-common/internal';
import Heading from '@theme/Heading';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import { useTranslate } from '@theme/Translations';
import { STARTER_CODE } from './_starterCode';
import styles from './styles.module.css';
import '@x-docs/ui-messages/playground';

/**
 * A bare page for trying a demo quickly: a live editor and its result, without the site's navbar or theme
 * wrapper (Root leaves /playground routes alone), so components render with MUI's default theme.
 * The editor's code colours still follow the light or dark mode, hence the colour-mode context.
 */
export default function Playground(): ReactNode {
  const t = useTranslate();
  return (
    <ColorModeProvider>
      <Head>
        <title>{`${t('playground.title')} - MUI X`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            {t('playground.title')}
          </Heading>
          <Link to="/x/introduction/">{t('playground.backToDocs')}</Link>
        </header>
        <p>{t('playground.intro')}</p>
        <LiveCodeBlock language="jsx">{STARTER_CODE}</LiveCodeBlock>
      </main>
    </ColorModeProvider>
  );
}
