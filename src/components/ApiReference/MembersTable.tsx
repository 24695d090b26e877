import React, { useState, type ReactNode } from 'react';
import type { ApiMember } from '@site/plugins/api-reference/types';
import AnchoredRow from './AnchoredRow';
import FilterInput, { matchesFilter } from './FilterInput';
import Html from './Html';
import styles from './styles.module.css';

interface Props {
  members: readonly ApiMember[];
  /** "prop" on component pages, "field" on interface pages. */
  noun: 'prop' | 'field';
}

export function memberAnchor(name: string): string {
  return `prop-${name}`;
}

function MemberRow({ member }: { member: ApiMember }): ReactNode {
  return (
    <AnchoredRow
      id={memberAnchor(member.name)}
      name={
        <>
          <code>{member.name}</code>
          {member.required && (
            <abbr className={styles.required} title="required">
              *
            </abbr>
          )}
        </>
      }
    >
      <td className={styles.typeCell} data-label="Type">
        <code>{member.type}</code>
      </td>
      <td data-label="Default">{member.defaultValue !== undefined ? <code>{member.defaultValue}</code> : null}</td>
      <td data-label="Description">
        {member.deprecatedHtml !== undefined && (
          <div className={styles.deprecated}>
            <strong>Deprecated</strong>
            <Html html={member.deprecatedHtml} />
          </div>
        )}
        <Html html={member.descriptionHtml} />
      </td>
    </AnchoredRow>
  );
}

/** The props (or fields) table with its filter box: typing narrows the rows by name. */
export default function MembersTable({ members, noun }: Props): ReactNode {
  const [query, setQuery] = useState('');
  const visible = members.filter((member) => matchesFilter(member.name, query));
  const plural = `${noun}s`;
  return (
    <>
      <FilterInput
        label={noun === 'prop' ? 'Filter props' : 'Filter fields'}
        value={query}
        onChange={setQuery}
        status={query ? `${visible.length} of ${members.length} ${plural}` : `${members.length} ${plural}`}
      />
      <div className={styles.tableScroller}>
        <table className={styles.table} data-api-table={plural}>
          <thead>
            <tr>
              <th>Name</th>
              <th>Type</th>
              <th>Default</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((member) => (
              <MemberRow key={member.name} member={member} />
            ))}
          </tbody>
        </table>
      </div>
      {visible.length === 0 && <p className={styles.empty}>No {noun} matches “{query}”.</p>}
      {members.some((member) => member.required) && (
        <p className={styles.footnote}>
          <abbr className={styles.required} title="required">
            *
          </abbr>{' '}
          Required.
        </p>
      )}
    </>
  );
}
