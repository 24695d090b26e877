import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import type { Plan } from '@site/src/data/products';
import { getProductFromPathname } from '@site/src/lib/products';
import type { SearchKind } from '@site/src/lib/search/searchFields';
import { useTranslate } from '@theme/Translations';
import '@x-docs/ui-messages/product';

interface Props {
  kind: SearchKind;
  plan: Plan;
  /**
   * Another name the page goes by, found by search as well as its content: the navigation's label of a page whose
   * text is not translated yet, so a Chinese reader finds it by its Chinese name.
   */
  alsoKnownAs?: string;
}

/**
 * What the search index records about the page beside its text (plugins/search): its product, kind and plan as
 * Pagefind filters, and the product's name as metadata shown in the results. Empty elements, so nothing of them is
 * read or indexed as text; they sit inside the page's `data-pagefind-body`.
 */
export default function SearchIndexFields({ kind, plan, alsoKnownAs }: Props): ReactNode {
  const product = getProductFromPathname(useLocation().pathname);
  const t = useTranslate();
  return (
    <>
      <span hidden data-pagefind-filter={`product:${product.key}`} />
      <span hidden data-pagefind-filter={`kind:${kind}`} />
      <span hidden data-pagefind-filter={`plan:${plan}`} />
      <span hidden data-pagefind-meta={`product:${t(`product.name.${product.key}`)}`} />
      {alsoKnownAs && <span hidden data-pagefind-index-attrs="title" title={alsoKnownAs} />}
    </>
  );
}
