import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import type { InHouseAd } from '../../ads';
import AdCard from './AdCard';
import '@x-docs/ui-messages/ads';

/** One of the site's own ads, its name and text in the reader's language. */
export default function InHouseAdCard({ ad }: { ad: InHouseAd }): ReactNode {
  const t = useTranslate();
  const { copy, ...fields } = ad;
  return <AdCard ad={{ ...fields, name: t(`ads.inHouse.${copy}.name`), description: t(`ads.inHouse.${copy}.description`) }} />;
}
