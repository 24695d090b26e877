import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import themeStylesheetPlugin, { themeStylesheetPath } from '..';
import { themeVariablesStylesheet } from '../themeStylesheet';
import { createDocsTheme } from '../../../src/settings/muiTheme/theme';

describe('the theme stylesheet plugin', () => {
  let generatedFilesDir = '';
  beforeEach(() => {
    generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-stylesheet-'));
  });
  afterEach(() => {
    fs.rmSync(generatedFilesDir, { recursive: true, force: true });
  });

  it("writes the theme's variables among the generated files and hands them to the bundler as a client module", () => {
    const plugin = themeStylesheetPlugin({ generatedFilesDir } as LoadContext);
    const filePath = themeStylesheetPath(generatedFilesDir);
    expect(plugin.getClientModules?.()).toEqual([filePath]);
    expect(fs.readFileSync(filePath, 'utf8')).toBe(themeVariablesStylesheet(createDocsTheme()));
    expect(plugin.injectHtmlTags).toBeUndefined();
  });

  it('leaves the file alone when it is up to date, so a watching bundler does not rebuild', () => {
    themeStylesheetPlugin({ generatedFilesDir } as LoadContext);
    const filePath = themeStylesheetPath(generatedFilesDir);
    fs.utimesSync(filePath, new Date(0), new Date(0));
    themeStylesheetPlugin({ generatedFilesDir } as LoadContext);
    expect(fs.statSync(filePath).mtimeMs).toBe(0);
  });
});
