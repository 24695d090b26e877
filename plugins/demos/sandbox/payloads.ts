/** The request bodies of the two sandbox services, built from a project. */
import { compressToBase64 } from 'lz-string';
import type { SandboxProject } from './project';

export type FormFields = [name: string, value: string][];

/** CodeSandbox's define API: the files, LZ-compressed into URL-safe base64. */
export function codeSandboxParameters(project: SandboxProject): string {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]));
  return compressToBase64(JSON.stringify({ files })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function codeSandboxFormFields(project: SandboxProject): FormFields {
  return [
    ['parameters', codeSandboxParameters(project)],
    ['query', `file=/${project.entryFile}`],
  ];
}

/** StackBlitz's POST API for a Node (Vite) project. */
export function stackBlitzFormFields(project: SandboxProject): FormFields {
  return [
    ['project[template]', 'node'],
    ['project[title]', project.title],
    ['project[description]', project.description],
    ...Object.entries(project.files).map(([path, content]): [string, string] => [`project[files][${path}]`, content]),
  ];
}
