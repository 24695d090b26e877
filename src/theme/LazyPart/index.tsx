import React, { Component, Suspense, lazy, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/lazyPart';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a part that failed to load or render, so the rest of the page stays. */
export class LazyPartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.warn(`A part of the page failed to load: ${error.message}`);
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface LazyPartNoticeProps {
  /** What failed, as the reader knows it: "Settings", "Search". */
  label: string;
  onRetry: () => void;
  /**
   * `inline` sits where the part would have been; `top` and `bottom` float in the page's top or bottom corner,
   * where the drawer's button or the banner would have been.
   */
  placement?: 'inline' | 'top' | 'bottom';
  onDismiss?: () => void;
}

/** "Search could not load." with Try again, and Reload page for a tab left open across a new deployment. */
export function LazyPartNotice({ label, onRetry, placement = 'inline', onDismiss }: LazyPartNoticeProps): ReactNode {
  const t = useTranslate();
  return (
    <div role="alert" className={clsx(styles.notice, styles[placement])}>
      <span>{t('lazyPart.failed', { part: label })}</span>
      <button type="button" className={styles.action} onClick={onRetry}>
        {t('lazyPart.retry')}
      </button>
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        {t('lazyPart.reload')}
      </button>
      {onDismiss && (
        <button type="button" className={styles.action} onClick={onDismiss} aria-label={t('lazyPart.dismiss')}>
          ×
        </button>
      )}
    </div>
  );
}

/**
 * `React.lazy` remembers a failed import for good; each retry needs a new lazy
 * component. The bundler itself fetches a failed chunk again on the next import().
 */
export function useRetryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): [ComponentType<Props>, () => void] {
  const [attempt, setAttempt] = useState(() => ({ Part: lazy(load) }));
  const retry = useCallback(() => setAttempt({ Part: lazy(load) }), [load]);
  return [attempt.Part, retry];
}

interface LazyPartProps<Props extends object> {
  /** A module-level function: a new one on every render would start a new load each time. */
  load: () => Promise<{ default: ComponentType<Props> }>;
  props: Props;
  label: string;
  placement?: LazyPartNoticeProps['placement'];
  /** Shown while the code loads. */
  loading?: ReactNode;
  /** Called when the reader closes a floating notice. */
  onDismiss?: () => void;
}

/**
 * A part of the page whose code loads on demand (the settings drawer, the search
 * box, the consent banner). If its chunk fails to load — a flaky connection, or a
 * tab left open across a deployment whose old files are gone — or it throws,
 * only this part says so, with a way to try again; the page stays.
 */
export default function LazyPart<Props extends object>({
  load,
  props,
  label,
  placement,
  loading = null,
  onDismiss,
}: LazyPartProps<Props>): ReactNode {
  const [Part, retry] = useRetryableLazy(load);
  return (
    <LazyPartBoundary
      onRetry={retry}
      fallback={(retryNow) => <LazyPartNotice label={label} onRetry={retryNow} placement={placement} onDismiss={onDismiss} />}
    >
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
