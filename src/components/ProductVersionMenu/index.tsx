import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import routes from '@generated/routes';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { getProductFromPathname } from '@site/src/lib/products';
import { hasPageAt } from '@site/src/lib/pageRoutes';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

/** The product the reader is in, with its versions: the current one first, older ones on their subdomains. */
export default function ProductVersionMenu({ mobile = false, position }: Props): ReactNode {
  const { pathname } = useLocation();
  const t = useTranslate();
  // A missing page names no product: the server rendered the one 404.html for every missing path.
  const product = getProductFromPathname(hasPageAt(routes, pathname) ? pathname : '');
  const current = product.versions.find((version) => version.current) ?? product.versions[0];
  const items = product.versions.map((version) => ({
    label: version.current ? t('versions.current', { version: version.text }) : version.text,
    ...(version.current ? { to: version.href } : { href: version.href }),
    className: version.current ? 'dropdown__link--active' : undefined,
  }));
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      items={items}
      label={
        <span className={styles.label}>
          <span className={styles.product}>{product.name}</span>
          {current && <span className={styles.version}>{current.text}</span>}
        </span>
      }
      data-product={product.key}
    />
  );
}
