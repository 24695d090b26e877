/**
 * Renders the phone's navigation drawer when the browser is first idle instead
 * of while the page hydrates (theme/Navbar/MobileSidebar wraps theme-classic's).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function mobileSidebarWhenIdlePlugin(): Plugin {
  return {
    name: 'x-docs-mobile-sidebar-when-idle',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
