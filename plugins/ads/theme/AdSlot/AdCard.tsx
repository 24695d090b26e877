import React, { type ReactNode } from 'react';
import type { Ad } from '../../ads';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/ads';

/**
 * One ad, from the network's feed or the in-house list. Every value is
 * rendered as text: a feed description holding markup shows that markup.
 */
export default function AdCard({ ad, className }: { ad: Ad; className?: string }): ReactNode {
  const t = useTranslate();
  const clickTracking = { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': ad.label };
  return (
    <div className={[styles.card, className].filter(Boolean).join(' ')}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the advertiser's page: a plain sponsored link, never a route */}
      <a className={styles.cardLink} href={ad.link} target="_blank" rel="noopener sponsored" {...clickTracking}>
        {ad.img && <img className={styles.cardImage} src={ad.img} alt="" width={130} height={100} />}
        <span className={styles.cardText}>
          {ad.name && <strong>{ad.name}</strong>}
          {ad.name && ad.description && ' — '}
          {ad.description}
        </span>
      </a>
      <span className={styles.poweredBy}>{t('ads.poweredBy', { network: ad.poweredby })}</span>
    </div>
  );
}
