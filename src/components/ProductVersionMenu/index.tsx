import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes from '@generated/routes';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { getProductFromPathname } from '@site/src/lib/products';
import { hasPageAt } from '@site/src/lib/pageRoutes';
import { useSiteFields } from '@site/src/lib/siteConfig';
import { olderVersionTarget, type VersionTarget } from '@site/src/lib/versionTarget';
import { supportOn, type SupportStatus } from '@site/src/data/versions/support';
import type { VersionEntry } from '@site/src/data/products';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/product';
import '@x-docs/ui-messages/versions';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

type Translate = ReturnType<typeof useTranslate>;

function supportText(support: SupportStatus, t: Translate): string | null {
  switch (support.status) {
    case 'active':
      return t('versions.support.active');
    case 'fixes-only':
      return t('versions.support.fixesOnly', { date: support.until });
    case 'ended':
      return t('versions.support.ended', { date: support.since });
    default:
      return null;
  }
}

function targetText(target: VersionTarget, version: string, t: Translate): string | null {
  switch (target.kind) {
    case 'not-in-version':
      return t('versions.notInVersion', { version });
    case 'former-name':
      return t('versions.formerName', { version });
    case 'unmapped':
      return t('versions.unmapped');
    default:
      return null;
  }
}

function ItemLabel({ title, notes }: { title: string; notes: readonly (string | null)[] }): ReactNode {
  return (
    <span className={styles.item}>
      <span>{title}</span>
      {notes
        .filter((note) => note !== null)
        .map((note) => (
          <span key={note} className={styles.note}>
            {note}
          </span>
        ))}
    </span>
  );
}

/** The major a version entry names (`v8.29.3` → 8, `v7` → 7). */
function majorOf(version: VersionEntry): number {
  return Number.parseInt(version.text.replace(/^v/, ''), 10);
}

/**
 * The product the reader is in, with its versions: the current one keeps the reader on the page, an older one opens
 * the same page on that version's site when it had it, and says before the click when it did not.
 */
export default function ProductVersionMenu({ mobile = false, position }: Props): ReactNode {
  const location = useLocation();
  // The server's HTML has no query or hash: they join the links once hydrated, or React would keep the server's.
  const isBrowser = useIsBrowser();
  const { pathname } = location;
  const search = isBrowser ? location.search : '';
  const hash = isBrowser ? location.hash : '';
  const t = useTranslate();
  const { buildDay } = useSiteFields();
  // A missing page names no product: the server rendered the one 404.html for every missing path.
  const onPage = hasPageAt(routes, pathname);
  const product = getProductFromPathname(onPage ? pathname : '');
  const current = product.versions.find((version) => version.current) ?? product.versions[0];
  const items = product.versions.map((version) => {
    const support = supportText(supportOn(majorOf(version), buildDay), t);
    if (version.current) {
      return {
        label: <ItemLabel title={t('versions.current', { version: version.text })} notes={[support]} />,
        to: onPage ? `${pathname}${search}${hash}` : version.href,
        className: 'dropdown__link--active',
      };
    }
    const target = olderVersionTarget(onPage ? pathname : '', hash, version.major, version.href);
    return {
      label: <ItemLabel title={version.text} notes={[support, targetText(target, version.text, t)]} />,
      href: target.href,
      'data-version-target': target.kind,
    };
  });
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      items={items}
      label={
        <span className={styles.label}>
          <span className={styles.product}>{t(`product.name.${product.key}`)}</span>
          {current && <span className={styles.version}>{current.text}</span>}
        </span>
      }
      data-product={product.key}
    />
  );
}
