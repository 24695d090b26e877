import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The MUI X packages whose APIs the guides teach. */
export const MUI_X_PACKAGES = [
  'x-data-grid',
  'x-data-grid-pro',
  'x-data-grid-premium',
  'x-date-pickers',
  'x-date-pickers-pro',
  'x-charts',
  'x-charts-pro',
  'x-tree-view',
  'x-tree-view-pro',
];

export interface DeprecatedApi {
  name: string;
  /** What the `@deprecated` tag says to use instead. */
  replacement: string;
  /** Where one of its declarations is, relative to node_modules. */
  declaredIn: string;
}

function declarationFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : declarationFiles(entryPath);
    }
    return entry.name.endsWith('.d.ts') ? [entryPath] : [];
  });
}

/**
 * Whether a declaration only repeats another one: `setRowIndex: GridRowProApi['setRowIndex']`, or an undocumented
 * member of an anonymous object type (the shape an internal hook returns). Neither makes a deprecated name current.
 */
function repeatsAnotherDeclaration(node: ts.Node): boolean {
  if (!ts.isPropertySignature(node) && !ts.isMethodSignature(node)) {
    return false;
  }
  if (ts.isPropertySignature(node) && node.type && ts.isIndexedAccessTypeNode(node.type)) {
    return true;
  }
  return ts.isTypeLiteralNode(node.parent) && ts.getJSDocCommentsAndTags(node).length === 0;
}

/**
 * The name a declaration is known by in prose. A key of a set of class names is read as `fooClasses.key`, since
 * keys such as `root` or `divider` are common words and current in other sets.
 */
function proseName(node: ts.Node): string | undefined {
  const name = declaredName(node);
  const owner = node.parent;
  if (name !== undefined && ts.isPropertySignature(node) && ts.isInterfaceDeclaration(owner)) {
    const ownerName = owner.name.text;
    if (ownerName.endsWith('Classes')) {
      return `${ownerName.charAt(0).toLowerCase()}${ownerName.slice(1)}.${name}`;
    }
  }
  return name;
}

function declaredName(node: ts.Node): string | undefined {
  if (
    (ts.isPropertySignature(node) ||
      ts.isMethodSignature(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isEnumDeclaration(node) ||
      ts.isVariableDeclaration(node)) &&
    node.name &&
    (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
  ) {
    return node.name.text;
  }
  return undefined;
}

function deprecationOf(node: ts.Node): string | undefined {
  // A variable's JSDoc sits on its statement.
  const documented = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const tag = ts.getJSDocTags(documented).find((jsDocTag) => jsDocTag.tagName.text === 'deprecated');
  if (!tag) {
    return undefined;
  }
  const comment = ts.getTextOfJSDocComment(tag.comment) ?? '';
  return comment.replace(/\s+/g, ' ').trim();
}

/**
 * The identifiers that the installed packages deprecate in every declaration of that name, read from the
 * `@deprecated` tags of their `.d.ts` files. A name that is also declared without the tag (a prop deprecated on
 * one component but current on a series, a class key deprecated in one set of classes only) is left out: prose
 * naming it may well mean the current one.
 */
export function readDeprecatedApis(nodeModules: string): Map<string, DeprecatedApi> {
  const deprecated = new Map<string, DeprecatedApi>();
  const current = new Set<string>();
  for (const packageName of MUI_X_PACKAGES) {
    for (const file of declarationFiles(path.join(nodeModules, '@mui', packageName))) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        const name = proseName(node);
        if (name !== undefined) {
          const replacement = deprecationOf(node);
          if (replacement === undefined) {
            if (!repeatsAnotherDeclaration(node)) {
              current.add(name);
            }
          } else if (!deprecated.has(name)) {
            deprecated.set(name, { name, replacement, declaredIn: path.relative(nodeModules, file) });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  for (const name of current) {
    deprecated.delete(name);
  }
  return deprecated;
}

export interface ProseMention {
  file: string;
  line: number;
  name: string;
}

const SAYS_DEPRECATED = /deprecat|弃用|废弃/i;
const FENCE = /^\s*(```|~~~)/;

/** Splits a paragraph into sentences, each with the offset it starts at. */
function sentences(paragraph: string): { text: string; start: number }[] {
  const result: { text: string; start: number }[] = [];
  const boundary = /(?<=[.!?。！？])\s+|(?<=[。！？])/g;
  let start = 0;
  for (const match of paragraph.matchAll(boundary)) {
    const end = match.index;
    result.push({ text: paragraph.slice(start, end), start });
    start = end + match[0].length;
  }
  result.push({ text: paragraph.slice(start), start });
  return result;
}

/**
 * Where an MDX page names a deprecated API in inline code in its prose, outside a sentence that says the API is
 * deprecated. Code blocks, the front matter and import lines are not prose.
 */
export function findDeprecatedMentions(file: string, text: string, deprecated: ReadonlyMap<string, DeprecatedApi>): ProseMention[] {
  const lines = text.split('\n');
  const mentions: ProseMention[] = [];
  let index = 0;
  if (lines[0]?.trim() === '---') {
    index = lines.indexOf('---', 1) + 1;
  }
  let inFence = false;
  let paragraph: { text: string; firstLine: number } | undefined;
  const flush = () => {
    if (!paragraph) {
      return;
    }
    const lineStarts = [0];
    for (const match of paragraph.text.matchAll(/\n/g)) {
      lineStarts.push(match.index + 1);
    }
    for (const sentence of sentences(paragraph.text)) {
      if (SAYS_DEPRECATED.test(sentence.text)) {
        continue;
      }
      for (const code of sentence.text.matchAll(/`([^`\n]+)`/g)) {
        const chains = (code[1] ?? '').match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g) ?? [];
        const names = chains.flatMap((chain) => {
          const parts = chain.split('.');
          return [...parts, ...parts.slice(1).map((part, i) => `${parts[i]}.${part}`)];
        });
        for (const name of names) {
          if (!deprecated.has(name)) {
            continue;
          }
          const offset = sentence.start + code.index;
          const lineInParagraph = lineStarts.filter((lineStart) => lineStart <= offset).length - 1;
          mentions.push({ file, line: paragraph.firstLine + lineInParagraph + 1, name });
        }
      }
    }
    paragraph = undefined;
  };
  lines.slice(index).forEach((line, offset) => {
    const lineIndex = index + offset;
    if (FENCE.test(line)) {
      flush();
      inFence = !inFence;
      return;
    }
    if (inFence || /^\s*(import|export)\s/.test(line)) {
      return;
    }
    if (line.trim() === '') {
      flush();
      return;
    }
    // A table row, a list item and a heading each start a block of their own.
    if (/^\s*(\||[-*+] |\d+\. |#)/.test(line)) {
      flush();
    }
    paragraph = paragraph ? { ...paragraph, text: `${paragraph.text}\n${line}` } : { text: line, firstLine: lineIndex };
  });
  flush();
  return mentions;
}
