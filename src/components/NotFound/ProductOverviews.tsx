import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { componentProducts } from '@site/src/data/products';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/notFound';
import '@x-docs/ui-messages/product';

/** Links to the overview of each MUI X product, for a reader who landed on a missing page. */
export default function ProductOverviews(): ReactNode {
  const t = useTranslate();
  return (
    <nav className={clsx('container margin-bottom--xl', styles.overviews)} aria-labelledby="product-overviews">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <p id="product-overviews">{t('notFound.products.heading')}</p>
          <ul>
            {componentProducts.map((product) => (
              <li key={product.key}>
                <Link to={`${product.landingPath}/`}>{t(`product.name.${product.key}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
