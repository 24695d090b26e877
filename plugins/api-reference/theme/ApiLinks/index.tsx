import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type { ApiLink } from '../../types';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiLinks';

/** "API" at the end of a guide page: the components and interfaces its demos use (inserted by plugins/api-reference). */
export default function ApiLinks({ links }: { links: readonly ApiLink[] }): ReactNode {
  const t = useTranslate();
  return (
    <section className={styles.apiLinks} aria-labelledby="api">
      <Heading as="h2" id="api">
        {t('apiLinks.title')}
      </Heading>
      <p>{t('apiLinks.intro')}</p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>
              <code>{link.name}</code>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
