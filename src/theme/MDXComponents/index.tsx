import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from './ScrollableTable';

/** Docusaurus's MDX components, with Markdown tables that a keyboard can scroll when they are wider than the page. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
