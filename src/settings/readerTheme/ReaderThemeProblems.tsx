import React, { type ReactNode } from 'react';
import { useTranslate, type Translate, type TranslationKey } from '@theme/Translations';
import type { ReaderThemeProblem } from './validateReaderTheme';
import '@x-docs/ui-messages/settings';

const EXPECTED: Record<Extract<ReaderThemeProblem, { kind: 'type' }>['expected'], TranslationKey> = {
  number: 'settings.readerTheme.expected.number',
  opacity: 'settings.readerTheme.expected.opacity',
  string: 'settings.readerTheme.expected.string',
  numberOrString: 'settings.readerTheme.expected.numberOrString',
  object: 'settings.readerTheme.expected.object',
  css: 'settings.readerTheme.expected.css',
  spacing: 'settings.readerTheme.expected.spacing',
  tonalOffset: 'settings.readerTheme.expected.tonalOffset',
};

/** One problem as a sentence in the page's language, starting with its line and key. */
export function readerThemeProblemText(problem: ReaderThemeProblem, t: Translate<TranslationKey>): string {
  switch (problem.kind) {
    case 'empty':
      return t('settings.readerTheme.problem.empty');
    case 'tooLong':
      return t('settings.readerTheme.problem.tooLong', { limit: problem.limit.toLocaleString('en') });
    case 'unreadableFile':
      return t('settings.readerTheme.problem.unreadableFile');
    case 'syntax':
      return t('settings.readerTheme.problem.syntax', { line: problem.line, column: problem.column });
    case 'notObject':
      return t('settings.readerTheme.problem.notObject');
    default: {
      const at = t('settings.readerTheme.problem.at', { line: problem.line, key: problem.path });
      switch (problem.kind) {
        case 'unknownKey':
          return `${at} ${t('settings.readerTheme.problem.unknownKey', { allowed: problem.allowed.join(', ') })}`;
        case 'siteOwned':
          return `${at} ${t('settings.readerTheme.problem.siteOwned')}`;
        case 'forbiddenKey':
          return `${at} ${t('settings.readerTheme.problem.forbiddenKey')}`;
        case 'type':
          return `${at} ${t('settings.readerTheme.problem.type', { expected: t(EXPECTED[problem.expected]) })}`;
        case 'colour':
          return `${at} ${t('settings.readerTheme.problem.colour', { value: problem.value })}`;
        case 'missingMain':
          return `${at} ${t('settings.readerTheme.problem.missingMain')}`;
        case 'componentName':
          return `${at} ${t('settings.readerTheme.problem.componentName')}`;
        case 'tooDeep':
          return `${at} ${t('settings.readerTheme.problem.tooDeep', { limit: problem.limit })}`;
      }
    }
  }
}

/** The problems of a theme, one per line. */
export default function ReaderThemeProblems({ problems, id }: { problems: ReaderThemeProblem[]; id?: string }): ReactNode {
  const t = useTranslate();
  if (problems.length === 1) return <span id={id}>{readerThemeProblemText(problems[0]!, t)}</span>;
  return (
    <ul id={id} style={{ margin: 0, paddingInlineStart: '1.25em' }}>
      {problems.map((problem, index) => (
        <li key={index}>{readerThemeProblemText(problem, t)}</li>
      ))}
    </ul>
  );
}
