import siteConfig from './docusaurusConfig';

/** The Docusaurus context in component tests: set `mockI18n.currentLocale` before rendering. */
export const mockI18n = { currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'zh'] };

export default function useDocusaurusContext(): { siteConfig: typeof siteConfig; i18n: typeof mockI18n } {
  return { siteConfig, i18n: mockI18n };
}
