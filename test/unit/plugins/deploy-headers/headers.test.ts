import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import deployHeadersPlugin from '../../../../plugins/deploy-headers';
import { IMMUTABLE, headerRules, headersFile } from '../../../../plugins/deploy-headers/headers';

describe('the _headers file', () => {
  it('keeps each locale’s fingerprinted assets a year and names nothing else', () => {
    expect(headersFile(headerRules(['/', '/zh/']))).toBe(
      [
        '# Written by plugins/deploy-headers at build time.',
        '/assets/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/zh/assets/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '',
      ].join('\n'),
    );
  });

  function contextFor(currentLocale: string): LoadContext {
    return {
      i18n: { defaultLocale: 'en', locales: ['en', 'zh'], currentLocale },
      siteConfig: { baseUrl: '/' },
    } as unknown as LoadContext;
  }

  it('is written once, at the root of the build, by the default locale’s build', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-headers-'));
    const zhOut = path.join(root, 'zh');
    fs.mkdirSync(zhOut);
    try {
      await deployHeadersPlugin(contextFor('zh')).postBuild?.({ outDir: zhOut } as never);
      expect(fs.existsSync(path.join(zhOut, '_headers'))).toBe(false);
      await deployHeadersPlugin(contextFor('en')).postBuild?.({ outDir: root } as never);
      expect(fs.readFileSync(path.join(root, '_headers'), 'utf8')).toContain('/zh/assets/*');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
