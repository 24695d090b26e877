/** The generated site config, as component tests need it. */
export default {
  url: 'https://mui.com',
  baseUrl: '/',
  // No `algolia`: the site's own Pagefind search box.
  themeConfig: {},
  customFields: {
    licenseKey: '',
    codeSandboxUrl: 'https://codesandbox.io/api/v1/sandboxes/define',
    stackBlitzUrl: 'https://stackblitz.com/run',
    sandboxCommitRef: '',
    gaMeasurementId: '',
    gtagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
    adScriptUrl: '',
    adFeedUrl: '',
    adsEnabled: true,
    coreDocsUrl: 'https://mui.com/material-ui',
    issueTrackerUrl: 'https://github.com/mui/mui-x/issues',
    chatGptUrl: 'https://chatgpt.com/',
    claudeUrl: 'https://claude.ai/new',
  },
};
