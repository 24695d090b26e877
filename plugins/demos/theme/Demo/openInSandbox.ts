import type { LocalDemoFile } from '../../demoSources';
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import { codeSandboxFormFields, stackBlitzFormFields, type FormFields } from '../../sandbox/payloads';
import { createSandboxProject } from '../../sandbox/project';
import { siteFields } from '@site/src/lib/siteConfig';
import type { ReaderThemeFile } from '@theme/SiteSettings';

function submitInNewTab(action: string, fields: FormFields): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

export interface DemoSandboxRequest {
  name: string;
  codeVariant: CodeVariant;
  source: string;
  localFiles: LocalDemoFile[];
  styling: CodeStyling;
  /** The reader's theme as a module, when it applies to the demo: the project renders the demo with it. */
  themeFile: ReaderThemeFile | null;
}

export function openDemoInSandbox(
  service: 'codesandbox' | 'stackblitz',
  { name, codeVariant, source, localFiles, styling, themeFile }: DemoSandboxRequest,
): void {
  const { codeSandboxUrl, stackBlitzUrl, sandboxCommitRef } = siteFields();
  const project = createSandboxProject({
    name,
    codeVariant,
    source,
    localFiles: localFiles.map((file) => ({
      specifier: file.specifier,
      name: file.name,
      source: codeVariant === 'TS' ? file.tsSource : file.jsSource,
      jsx: file.extension === 'tsx',
      stylesheet: file.extension === 'css',
    })),
    styling,
    theme: themeFile?.source,
    commitRef: sandboxCommitRef || undefined,
  });
  if (service === 'codesandbox') {
    submitInNewTab(codeSandboxUrl, codeSandboxFormFields(project));
  } else {
    submitInNewTab(`${stackBlitzUrl}?file=${encodeURIComponent(project.entryFile)}`, stackBlitzFormFields(project));
  }
}
