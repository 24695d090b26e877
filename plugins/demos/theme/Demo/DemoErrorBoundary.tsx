import React, { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import { DemoDownloadError } from './DemoDownloadError';
import styles from './styles.module.css';
import '@x-docs/ui-messages/demo';

interface Props {
  name: string;
  onReset: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** The error box of a crashed demo: what went wrong and a way to start again. */
function DemoErrorBox({ error, onReset }: { error: Error; onReset: () => void }): ReactNode {
  const t = useTranslate();
  // Another demo's "Try again" brought the page's demos: this one renders again with them.
  useEffect(() => (error instanceof DemoDownloadError ? error.onceDownloaded(onReset) : undefined), [error, onReset]);
  if (error instanceof DemoDownloadError) {
    return (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.errorTitle}>{t('demo.error.downloadFailed')}</p>
        <button type="button" className="button button--primary button--sm" onClick={onReset}>
          {t('demo.error.retry')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className={styles.errorBox}>
      <p className={styles.errorTitle}>{t('demo.error.title')}</p>
      <pre className={styles.errorMessage}>{error.message}</pre>
      <button type="button" className="button button--primary button--sm" onClick={onReset}>
        {t('demo.error.reset')}
      </button>
    </div>
  );
}

/** Keeps a crashing demo from taking the page down: shows its error and a way to start it again. */
export default class DemoErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`The ${this.props.name} demo crashed: ${error.message}`, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null });
    this.props.onReset();
  };

  render(): ReactNode {
    const { error } = this.state;
    if (!error) {
      return this.props.children;
    }
    return <DemoErrorBox error={error} onReset={this.reset} />;
  }
}
