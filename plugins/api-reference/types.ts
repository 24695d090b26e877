/**
 * The data the API reference hands its pages: what the extractor produces
 * (cached as JSON) and what the page components render. Plain JSON only.
 */

import type { ApiFolder, Plan } from '../../src/data/products';

/** A product's folder under `/x/api/`, as the product registry names it. */
export type ApiProductId = ApiFolder;
export type ApiPlan = Plan;

/** A prop of a component or a field of an interface. */
export interface ApiMember {
  name: string;
  /** The type as the package declares it on one line, without its doc comments. */
  type: string;
  /** A long type's one-line summary (`{ … }`, `(params, event) => void`). */
  typeSummary?: string;
  /** A long type in full, formatted over several lines. */
  typeFull?: string;
  /** The `@default` value, as written. */
  defaultValue?: string;
  /** A `@default` with Markdown code spans (`` `true` for desktop``), rendered to HTML. */
  defaultHtml?: string;
  /** The JSDoc description rendered to HTML. */
  descriptionHtml: string;
  required: boolean;
  /** Present when deprecated: the reason rendered to HTML (may be empty). */
  deprecatedHtml?: string;
  /** The minor of the major that introduced it (`8.14`), when after the major's first release (history.json). */
  since?: string;
  /** The minor that deprecated it (`8.20`), when known. */
  deprecatedSince?: string;
  /** A prop only a higher plan's component of the family has (`DataGridPremium`'s `rowGroupingModel`): memberPlans.ts. */
  plan?: ApiPlan;
}

export interface ApiSlot {
  name: string;
  /** The `@default` component, as written. */
  defaultValue?: string;
  descriptionHtml: string;
  since?: string;
}

export interface ApiCssClass {
  /** The key in the classes object and the `classes` prop. */
  key: string;
  /** The global class name in the rendered HTML (`MuiDataGrid-root`). */
  className: string;
  descriptionHtml: string;
  since?: string;
}

/** Props a component accepts because its props extend another component's or the DOM's. */
export interface ApiInheritance {
  /** What the props come from, in readable form (`React.HTMLAttributes<HTMLDivElement>`, `Button`). */
  source: string;
  /** The package that declares them (`react`, `@mui/material`). */
  packageName: string;
  /** A page describing them, when one is known for sure. */
  href?: string;
  propCount: number;
}

export interface ApiImport {
  packageName: string;
  /** `import { DataGrid } from '@mui/x-data-grid';` */
  statement: string;
  /** The deep import path, when the package has an entry point for it. */
  deepStatement?: string;
}

export interface ApiDemoLink {
  title: string;
  /** `/x/react-data-grid/sorting/` */
  path: string;
}

/** A product's state selectors (`gridSortModelSelector`), read from its packages' exports. */
export interface ApiSelector {
  name: string;
  /** The call, `(apiRef) => GridSortModel`, on one line. */
  type: string;
  typeSummary?: string;
  typeFull?: string;
  /** The lowest plan whose package exports it. */
  plan: ApiPlan;
  /** The package's `@category` (`Sorting`); the page lists the others last. */
  category?: string;
  descriptionHtml: string;
  deprecatedHtml?: string;
}

/** A component, an interface, or the product's page of selectors. */
export type ApiPageKind = 'component' | 'interface' | 'selectors';

export interface ApiPage {
  kind: ApiPageKind;
  name: string;
  product: ApiProductId;
  /** kebab-case name: the last URL segment. */
  slug: string;
  /** `/x/api/data-grid/data-grid-pro/` */
  path: string;
  plan: ApiPlan;
  descriptionHtml: string;
  deprecatedHtml?: string;
  /** The minor that introduced the component or interface, when after the major's first release. */
  since?: string;
  imports: ApiImport[];
  /** Props of a component, fields of an interface. */
  members: ApiMember[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  inheritance: ApiInheritance[];
  demos: ApiDemoLink[];
  /** On the selectors page: every selector, by name. */
  selectors?: ApiSelector[];
  /** On the selectors page: the hook that reads one in a component, and the guide section with examples. */
  selectorUsage?: { hook: string; guide: string };
}

/** One line of a product's index: enough to list and link a page. */
export interface ApiPageSummary {
  kind: ApiPageKind;
  name: string;
  path: string;
  plan: ApiPlan;
}

export interface ApiProductIndex {
  product: ApiProductId;
  /** `/x/api/data-grid/` */
  path: string;
  /** Where the product's guides start (`/x/react-data-grid/`). */
  guidePath: string;
  /** The labels of the product's navigation in the page's language, by pathname, where they differ from its titles. */
  navigationLabels?: Record<string, string>;
  pages: ApiPageSummary[];
}

export interface ApiReference {
  /** The package versions the reference was generated from. */
  versions: Record<string, string>;
  products: ApiProductIndex[];
  pages: ApiPage[];
}

/** One entry of a guide page's "API" list (remarkApiLinks.ts puts it on the page, `@theme/ApiLinks` shows it). */
export interface ApiLink {
  name: string;
  path: string;
}
