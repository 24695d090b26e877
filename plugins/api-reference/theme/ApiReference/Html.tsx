import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Markdown from the packages' JSDoc, rendered to HTML at build time by the
 * api-reference plugin (raw HTML in comments is escaped there).
 */
export default function Html({ html, className }: { html: string; className?: string }): ReactNode {
  if (!html) return null;
  // data-jsdoc marks the packages' own words, which stay English on every site (test/e2e/chineseChrome).
  return <div className={clsx(styles.markdown, className)} data-jsdoc dangerouslySetInnerHTML={{ __html: html }} />;
}
