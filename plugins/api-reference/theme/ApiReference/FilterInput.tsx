import React, { useId, type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** "3 of 130 props", read out when the list changes. */
  status: string;
}

/** A search box that narrows a list as the reader types. */
export default function FilterInput({ label, value, onChange, status }: Props): ReactNode {
  const id = useId();
  const t = useTranslate();
  return (
    <div className={styles.filter} role="search">
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.filterInput}
        value={value}
        placeholder={t('apiReference.filter.placeholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className={styles.filterStatus} aria-live="polite">
        {status}
      </span>
    </div>
  );
}

export function matchesFilter(name: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || name.toLowerCase().includes(needle);
}
