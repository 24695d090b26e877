import React, { Component, useDeferredValue, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslate } from '@theme/Translations';
import { useSiteSettings } from '../state/context';
import { usePaletteMode } from '../state/usePaletteMode';
import { createReaderTheme } from './createReaderTheme';
import ReaderThemeProblems from './ReaderThemeProblems';
import { validateReaderTheme, type ReaderThemeProblem } from './validateReaderTheme';
import styles from './ReaderTheme.module.css';
import '@x-docs/ui-messages/demo';

type Outcome = { theme: ReturnType<typeof createReaderTheme> } | { problems: ReaderThemeProblem[] } | { failure: string };

/** Why the demo shows without the reader's theme, above the demo. */
function ReaderThemeProblem({ children }: { children: ReactNode }): ReactNode {
  const t = useTranslate();
  return (
    <div role="alert" className={styles.problem} data-reader-theme-problem>
      <strong className={styles.problemTitle}>{t('demo.readerTheme.problemTitle')}</strong>
      {children}
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The demo without the reader's theme, shown if it crashes with it. */
  fallback: ReactNode;
}

/** A demo that crashes under the reader's theme shows why and runs without it; the rest of the page stays. */
class ReaderThemeBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`A demo crashed with the reader's theme and runs without it: ${error.message}`, info.componentStack);
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <>
        <ReaderThemeProblem>{error.message}</ReaderThemeProblem>
        {this.props.fallback}
      </>
    );
  }
}

/**
 * The reader's theme around one demo's preview: checked, merged over the site's theme for their mode, density and
 * direction, and provided to the demo only. A theme that cannot be used leaves the demo in the site's theme with the
 * reason above it.
 */
export default function ReaderThemeProvider({ json, children }: { json: string; children: ReactNode }): ReactNode {
  // Deferred as the site theme around it is (MuiScope): the preview follows density and direction a render later.
  const { dense, direction } = useDeferredValue(useSiteSettings().settings);
  const mode = usePaletteMode();
  const outcome = useMemo((): Outcome => {
    const check = validateReaderTheme(json);
    if (!check.ok) return { problems: check.problems };
    try {
      return { theme: createReaderTheme(check.options, { mode, dense, direction }) };
    } catch (error) {
      return { failure: error instanceof Error ? error.message : String(error) };
    }
  }, [json, mode, dense, direction]);
  if ('problems' in outcome) {
    return (
      <>
        <ReaderThemeProblem>
          <ReaderThemeProblems problems={outcome.problems} />
        </ReaderThemeProblem>
        {children}
      </>
    );
  }
  if ('failure' in outcome) {
    return (
      <>
        <ReaderThemeProblem>{outcome.failure}</ReaderThemeProblem>
        {children}
      </>
    );
  }
  return (
    // A new theme gets a new try: a crash under the last one does not stick.
    <ReaderThemeBoundary key={`${json}|${mode}|${String(dense)}|${direction}`} fallback={children}>
      <ThemeProvider theme={outcome.theme}>{children}</ThemeProvider>
    </ReaderThemeBoundary>
  );
}
