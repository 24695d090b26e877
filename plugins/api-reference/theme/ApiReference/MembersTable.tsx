import React, { useState, type ReactNode } from 'react';
import type { ApiMember, ApiPlan } from '../../types';
import { isBeyondPlan } from '@site/src/lib/plans';
import EntryBadges from '@theme/EntryBadges';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import PlanMark from '@theme/PlanMark';
import AnchoredRow from './AnchoredRow';
import FilterInput, { matchesFilter } from './FilterInput';
import BreakableText from './BreakableText';
import DeprecationNote from './DeprecationNote';
import Html from './Html';
import MemberType from './MemberType';
import SinceBadge from './SinceBadge';
import StaticRows from './StaticRows';
import { memberAnchor } from '../../memberAnchor';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

type Noun = 'prop' | 'field';

interface Props {
  members: readonly ApiMember[];
  /** "prop" on component pages, "field" on interface pages. */
  noun: Noun;
  /** The page's plan: a member that needs a higher one (added by a Pro or Premium package) carries its badge. */
  pagePlan?: ApiPlan;
}

/** The messages that name the rows: props on component pages, fields on interface pages. */
const MESSAGES: Record<Noun, Record<'filterLabel' | 'count' | 'filteredCount' | 'noMatch', TranslationKey>> = {
  prop: {
    filterLabel: 'apiReference.props.filterLabel',
    count: 'apiReference.props.count',
    filteredCount: 'apiReference.props.filteredCount',
    noMatch: 'apiReference.props.noMatch',
  },
  field: {
    filterLabel: 'apiReference.fields.filterLabel',
    count: 'apiReference.fields.count',
    filteredCount: 'apiReference.fields.filteredCount',
    noMatch: 'apiReference.fields.noMatch',
  },
};

function RequiredMark(): ReactNode {
  const t = useTranslate();
  return (
    <abbr className={styles.required} title={t('apiReference.table.required')}>
      *
    </abbr>
  );
}

/**
 * The plan a member needs: a badge when it is above the page's (a Pro or Premium package adds it to this type), the
 * plan lens's mark otherwise (a prop only the family's higher-plan component has).
 */
function MemberPlan({ plan, pagePlan }: { plan: ApiPlan; pagePlan: ApiPlan }): ReactNode {
  return plan !== 'community' && isBeyondPlan(plan, pagePlan) ? <EntryBadges flags={{ plan }} /> : <PlanMark plan={plan} />;
}

function MemberRow({ member, pagePlan }: { member: ApiMember; pagePlan: ApiPlan }): ReactNode {
  const t = useTranslate();
  return (
    <AnchoredRow
      id={memberAnchor(member.name)}
      name={
        <>
          <code>
            <BreakableText text={member.name} />
          </code>
          {member.required && <RequiredMark />}
          <SinceBadge since={member.since} />
          {member.plan && <MemberPlan plan={member.plan} pagePlan={pagePlan} />}
        </>
      }
    >
      <td className={styles.typeCell} data-label={t('apiReference.table.type')}>
        <MemberType member={member} />
      </td>
      <td className={styles.defaultCell} data-label={t('apiReference.table.default')}>
        {member.defaultHtml !== undefined ? (
          <Html html={member.defaultHtml} />
        ) : member.defaultValue !== undefined ? (
          <code>
            <BreakableText text={member.defaultValue} />
          </code>
        ) : null}
      </td>
      <td data-label={t('apiReference.table.description')}>
        {member.deprecatedHtml !== undefined && <DeprecationNote html={member.deprecatedHtml} since={member.deprecatedSince} />}
        <Html html={member.descriptionHtml} />
      </td>
    </AnchoredRow>
  );
}

/** The props (or fields) table with its filter box: typing narrows the rows by name. */
export default function MembersTable({ members, noun, pagePlan = 'community' }: Props): ReactNode {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  // Whether each row matches the filter, by index: the count below and the rows' `hidden` attributes read it.
  const shown = members.map((member) => matchesFilter(member.name, query));
  const shownCount = shown.filter(Boolean).length;
  const messages = MESSAGES[noun];
  return (
    <>
      <FilterInput
        label={t(messages.filterLabel)}
        value={query}
        onChange={setQuery}
        status={
          query ? t(messages.filteredCount, { visible: shownCount, total: members.length }) : t(messages.count, { count: members.length })
        }
      />
      <div className={styles.tableScroller}>
        <table className={styles.table} data-api-table={`${noun}s`}>
          <thead>
            <tr>
              <th>{t('apiReference.table.name')}</th>
              <th>{t('apiReference.table.type')}</th>
              <th>{t('apiReference.table.default')}</th>
              <th>{t('apiReference.table.description')}</th>
            </tr>
          </thead>
          <StaticRows isHidden={(index) => !shown[index]}>
            {members.map((member) => (
              <MemberRow key={member.name} member={member} pagePlan={pagePlan} />
            ))}
          </StaticRows>
        </table>
      </div>
      {shownCount === 0 && <p className={styles.empty}>{t(messages.noMatch, { query })}</p>}
      {members.some((member) => member.required) && (
        <p className={styles.footnote}>
          <RequiredMark /> {t('apiReference.table.requiredNote')}
        </p>
      )}
    </>
  );
}
