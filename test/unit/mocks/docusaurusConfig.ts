/** The generated site config, as component tests need it. */
export default {
  baseUrl: '/',
  customFields: {
    licenseKey: '',
    codeSandboxUrl: 'https://codesandbox.io/api/v1/sandboxes/define',
    stackBlitzUrl: 'https://stackblitz.com/run',
    sandboxCommitRef: '',
  },
};
