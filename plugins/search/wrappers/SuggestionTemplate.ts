/**
 * The local search plugin's suggestion with the product the result belongs to
 * (plugins/search puts it in place of the original). Headings listed
 * under their page's title share its label, so only the first line shows it.
 */
import { SuggestionTemplate as plainSuggestion } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate';
import type { SearchResult } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import { searchResultProductName } from '../searchProducts';
import styles from './styles.module.css';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function SuggestionTemplate(result: SearchResult): string {
  const html = plainSuggestion(result);
  if (result.isInterOfTree || result.isLastOfTree) {
    return html;
  }
  const label = `<span class="${styles.productLabel}">${escapeHtml(searchResultProductName(result.document.u))}</span>`;
  // The suggestion ends with its "open" arrow, in the last span: the label goes just before it.
  const arrowStart = html.lastIndexOf('<span');
  return arrowStart > 0 ? `${html.slice(0, arrowStart)}${label}${html.slice(arrowStart)}` : `${html}${label}`;
}
