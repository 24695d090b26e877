/**
 * What the extractor reads from the declarations, before Markdown is rendered
 * and demos are joined: descriptions are still JSDoc Markdown. Cached as JSON.
 */
import type { TypeText } from './typeText';
import type { ApiImport, ApiInheritance, ApiPageKind, ApiPlan, ApiProductId } from '../types';

export interface RawDoc {
  /** JSDoc Markdown, `{@link}` tags untouched. */
  description: string;
  defaultValue?: string;
  /** Present when deprecated: the reason (may be empty). */
  deprecated?: string;
}

export interface RawMember extends RawDoc, TypeText {
  name: string;
  required: boolean;
  /** The plan a member added by a higher plan's package needs (`GridColDef`'s `aggregable`: premium). */
  plan?: ApiPlan;
}

export interface RawSlot extends Omit<RawDoc, 'deprecated'> {
  name: string;
}

export interface RawCssClass {
  key: string;
  className: string;
  description: string;
}

export interface RawPage {
  kind: ApiPageKind;
  name: string;
  product: ApiProductId;
  slug: string;
  plan: ApiPlan;
  doc: RawDoc;
  imports: ApiImport[];
  members: RawMember[];
  slots: RawSlot[];
  classes: RawCssClass[];
  inheritance: ApiInheritance[];
}

/** A state selector a product exports (`gridSortModelSelector`): a function of the `apiRef`. */
export interface RawSelector extends TypeText {
  name: string;
  product: ApiProductId;
  /** The lowest plan whose package exports it. */
  plan: ApiPlan;
  /** The package's `@category` (`Sorting`), when it gives one. */
  category?: string;
  doc: RawDoc;
}

export interface ExtractedReference {
  versions: Record<string, string>;
  pages: RawPage[];
  /** The selectors of the products that name a selector prefix, by name. */
  selectors: RawSelector[];
  /** Exported components left without a page, and why (no props of their own...). */
  skipped: { name: string; packageName: string; reason: string }[];
}
