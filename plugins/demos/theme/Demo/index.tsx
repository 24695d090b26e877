import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import { useSiteSettings } from '@theme/SiteSettings';
import type { LocalDemoFile } from '../../remarkDemos';
import { demoCodeLinkFromHash } from '@site/src/lib/preferences';
import { useTranslate } from '@theme/Translations';
import ClientOnlyDemo from './ClientOnlyDemo';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar from './DemoToolbar';
import type { DemoSandboxRequest } from './openInSandbox';
import './license';
import styles from './styles.module.css';

export interface DemoProps {
  /** Filled in by plugins/demos from `<Demo src="..." />`. */
  component: ComponentType;
  name: string;
  tsSource: string;
  jsSource: string;
  tsPreview: string | null;
  jsPreview: string | null;
  localFiles: LocalDemoFile[];
  /** Render only in the browser (components that cannot render on the server), keeping `minHeight` reserved. */
  clientOnly?: boolean;
  minHeight?: number;
  hideToolbar?: boolean;
  /** `outlined` (default): a framed surface; `inline`: no frame; `playground`: a tinted surface. */
  bg?: 'outlined' | 'inline' | 'playground';
}

const SANDBOX_NAMES = { codesandbox: 'CodeSandbox', stackblitz: 'StackBlitz' } as const;

/** A live demo: the real component, its toolbar, and its source in TypeScript or JavaScript. */
export default function Demo(props: DemoProps): ReactNode {
  const { component: DemoComponent, name, clientOnly = false, minHeight, hideToolbar = false, bg = 'outlined' } = props;
  const { codeVariant, setCodeVariant } = useSiteSettings();
  const [resetKey, setResetKey] = useState(0);
  const [expanded, setExpanded] = useState(false);

  const source = codeVariant === 'JS' ? props.jsSource : props.tsSource;
  const preview = codeVariant === 'JS' ? props.jsPreview : props.tsPreview;
  const shownCode = expanded ? source : preview;
  const t = useTranslate();
  const codeToggleLabel = preview
    ? t(expanded ? 'demo.code.collapse' : 'demo.code.expand')
    : t(expanded ? 'demo.code.hide' : 'demo.code.show');

  // A link to #Name.js or #Name.tsx opens this demo's code in that variant.
  useEffect(() => {
    if (demoCodeLinkFromHash(window.location.hash)?.demoName === name) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the hash is read after hydration: the server has none
      setExpanded(true);
      document.getElementById(name)?.scrollIntoView();
    }
  }, [name]);

  const reset = () => setResetKey((key) => key + 1);
  const [sandboxFailure, setSandboxFailure] = useState<string | null>(null);
  // The project generator and its compressor load on the first click: readers who never open a sandbox never pay for them.
  const openInSandbox = (service: 'codesandbox' | 'stackblitz', request: DemoSandboxRequest) => {
    setSandboxFailure(null);
    import(/* webpackChunkName: "lazy-sandbox" */ './openInSandbox')
      .then(({ openDemoInSandbox }) => openDemoInSandbox(service, request))
      .catch((error: unknown) => {
        console.warn(`Opening the ${name} demo in ${SANDBOX_NAMES[service]} failed:`, error);
        setSandboxFailure(t('demo.sandbox.failed', { service: SANDBOX_NAMES[service] }));
      });
  };
  const sandboxRequest = { name, codeVariant, source, localFiles: props.localFiles };
  const live = (
    <DemoErrorBoundary key={resetKey} name={name} onReset={reset}>
      <DemoComponent />
    </DemoErrorBoundary>
  );

  return (
    <div id={name} data-demo className={styles.demo}>
      <div className={clsx('demo-frame', styles.frame, styles[bg])} style={{ minHeight }}>
        {clientOnly ? <ClientOnlyDemo>{live}</ClientOnlyDemo> : live}
      </div>
      {!hideToolbar && (
        <DemoToolbar
          name={name}
          codeVariant={codeVariant}
          onCodeVariantChange={setCodeVariant}
          code={source}
          codeOpen={expanded}
          codeToggleLabel={codeToggleLabel}
          onToggleCode={() => setExpanded((open) => !open)}
          onReset={reset}
          onOpenCodeSandbox={() => openInSandbox('codesandbox', sandboxRequest)}
          onOpenStackBlitz={() => openInSandbox('stackblitz', sandboxRequest)}
        />
      )}
      {sandboxFailure && (
        <p role="alert" className={styles.sandboxFailure}>
          {sandboxFailure}
        </p>
      )}
      {!hideToolbar && shownCode && (
        <div className={styles.code} data-demo-code={name}>
          <CodeBlock language={codeVariant === 'JS' ? 'jsx' : 'tsx'}>{shownCode}</CodeBlock>
        </div>
      )}
    </div>
  );
}
