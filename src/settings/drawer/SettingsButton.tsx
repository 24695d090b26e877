import React, { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import LazyPart from '@theme/LazyPart';
import { useTranslate } from '@theme/Translations';
import styles from './SettingsButton.module.css';
import '@x-docs/ui-messages/settingsButton';

// The drawer and the MUI components in it load on the first click.
const loadSettingsDrawer = () => import(/* webpackChunkName: "lazy-settings" */ './SettingsDrawer');

/** The navbar button that opens the settings drawer. */
export default function SettingsButton({ className }: { className?: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const t = useTranslate();
  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, className)}
        aria-label={t('settingsButton.label')}
        title={t('settingsButton.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6a.5.5 0 0 0 .1-.6l-2-3.5a.5.5 0 0 0-.6-.2l-2.5 1a7.3 7.3 0 0 0-1.7-1l-.4-2.6a.5.5 0 0 0-.5-.5h-4a.5.5 0 0 0-.5.5l-.4 2.6a7.3 7.3 0 0 0-1.7 1l-2.5-1a.5.5 0 0 0-.6.2l-2 3.5a.5.5 0 0 0 .1.6L4.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6a.5.5 0 0 0-.1.6l2 3.5c.1.2.4.3.6.2l2.5-1c.5.4 1.1.8 1.7 1l.4 2.6c0 .3.3.5.5.5h4c.3 0 .5-.2.5-.5l.4-2.6c.6-.2 1.2-.6 1.7-1l2.5 1c.2.1.5 0 .6-.2l2-3.5a.5.5 0 0 0-.1-.6L19.4 13ZM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
          />
        </svg>
      </button>
      {requested && (
        <LazyPart
          load={loadSettingsDrawer}
          props={{ open, onClose: () => setOpen(false) }}
          label={t('settingsButton.label')}
          placement="top"
          onDismiss={() => {
            setOpen(false);
            setRequested(false);
          }}
        />
      )}
    </>
  );
}
