import React, { useEffect, useState, type RefObject, type ReactNode } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSiteSetting } from '@theme/SiteSettings';
import { useTranslate } from '@theme/Translations';
import { useCopyFeedback } from '@theme/hooks/useCopyFeedback';
import { useSiteFields } from '@site/src/lib/siteConfig';
import { markdownUrlOf } from '../../paths';
import { absoluteMarkdownUrl, chatLink, pinnedVersionsText } from '../../pagePrompt';
import { documentedVersions } from './documentedVersions';
import styles from './styles.module.css';
import { withMuiScope } from '@theme/MuiScope';
import '@x-docs/ui-messages/pageActionsMenu';

/** "Copied" lasts two seconds, as on the code blocks' Copy button. */
const COPIED_MS = 2000;

/** What failed stays longer, to be read, then goes: it covers the start of the page. */
const FAILURE_MS = 10_000;

export interface PageActionsMenuProps {
  permalink: string;
  title: string;
  menuAnchor: RefObject<HTMLButtonElement | null>;
  menuOpen: boolean;
  onMenuClose: () => void;
  /** Goes up by one at each click of "Copy page" made before this code had loaded. */
  copyRequest: number;
  /** Where this code puts its copy, which later clicks of "Copy page" call while they are handled (see useCopyFeedback). */
  copyRef: RefObject<(() => void) | null>;
}

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}

/** Copies the page's Markdown export, fetched now, and says whether it worked and, if not, what failed. */
function useCopyPage(markdownPath: string) {
  const { copied, copyWhenReady } = useCopyFeedback(COPIED_MS);
  const [failure, setFailure] = useState<'load' | 'write' | null>(null);
  useEffect(() => {
    if (!failure) return undefined;
    const timer = setTimeout(() => setFailure(null), FAILURE_MS);
    return () => clearTimeout(timer);
  }, [failure]);
  const copyPage = () => {
    setFailure(null);
    void copyWhenReady(fetchMarkdown(markdownPath)).then((outcome) => {
      if (outcome !== 'copied') setFailure(outcome);
    });
  };
  return { copied, failure, copyPage };
}

/** The menu of "Copy page" and the outcome of a copy; loaded on demand by `PageActions`. */
function PageActionsMenuContent({
  permalink,
  title,
  menuAnchor,
  menuOpen,
  onMenuClose,
  copyRequest,
  copyRef,
}: PageActionsMenuProps): ReactNode {
  const t = useTranslate();
  const { siteConfig } = useDocusaurusContext();
  const { chatGptUrl, claudeUrl } = useSiteFields();
  const direction = useSiteSetting('direction');
  const markdownPath = markdownUrlOf(permalink);
  const { copied, failure, copyPage } = useCopyPage(markdownPath);
  const prompt = t('pageActionsMenu.prompt', {
    url: absoluteMarkdownUrl(siteConfig.url, permalink),
    title,
    versions: pinnedVersionsText(documentedVersions),
  });

  useEffect(() => {
    copyRef.current = copyPage;
    return () => {
      copyRef.current = null;
    };
  });
  useEffect(() => {
    if (copyRequest > 0) copyPage();
    // Only a new request copies; copyPage is a new function at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copyRequest]);

  const end = direction === 'rtl' ? 'left' : 'right';
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer', onClick: onMenuClose } as const;
  return (
    <>
      {(copied || failure) && (
        <span role={failure ? 'alert' : 'status'} className={failure ? styles.failure : styles.status}>
          {failure
            ? t(failure === 'load' ? 'pageActionsMenu.copy.loadFailed' : 'pageActionsMenu.copy.writeFailed')
            : t('pageActionsMenu.copied')}
        </span>
      )}
      <Menu
        anchorEl={menuAnchor.current}
        open={menuOpen && menuAnchor.current !== null}
        onClose={onMenuClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { className: styles.menu } }}
      >
        <MenuItem
          onClick={() => {
            onMenuClose();
            copyPage();
          }}
          data-ga-event-category="page-actions"
          data-ga-event-action="copy-markdown"
        >
          <ListItemText primary={t('pageActionsMenu.menu.copy')} secondary={t('pageActionsMenu.menu.copyDetail')} />
        </MenuItem>
        <MenuItem {...external} href={markdownPath} data-ga-event-category="page-actions" data-ga-event-action="view-markdown">
          <ListItemText primary={t('pageActionsMenu.menu.view')} secondary={t('pageActionsMenu.menu.viewDetail')} />
        </MenuItem>
        <MenuItem {...external} href={chatLink(chatGptUrl, prompt)} data-ga-event-category="page-actions" data-ga-event-action="chatgpt">
          <ListItemText primary={t('pageActionsMenu.menu.chatGpt')} secondary={t('pageActionsMenu.menu.chatDetail')} />
        </MenuItem>
        <MenuItem {...external} href={chatLink(claudeUrl, prompt)} data-ga-event-category="page-actions" data-ga-event-action="claude">
          <ListItemText primary={t('pageActionsMenu.menu.claude')} secondary={t('pageActionsMenu.menu.chatDetail')} />
        </MenuItem>
      </Menu>
    </>
  );
}

/** The PageActionsMenu with the MUI theme and Emotion cache it is drawn with: they load with it, not with every page. */
export default withMuiScope(PageActionsMenuContent);
