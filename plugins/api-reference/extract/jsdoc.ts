import ts from 'typescript';
import type { RawDoc } from './types';

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/**
 * Turns the parts of a documentation comment into Markdown text. TypeScript
 * splits `{@link Target text}` into parts; they are put back as written so the
 * Markdown step decides what each link points to.
 */
export function partsToText(parts: readonly ts.SymbolDisplayPart[] | undefined): string {
  if (!parts) return '';
  let text = '';
  for (const part of parts) {
    text += part.text;
  }
  return text.trim();
}

/**
 * A comment's lines without the maintainers' notes to themselves (`TODO: move it to the pro package`,
 * `TODO rows v6: Rename or remove ?`), which the packages leave in a few public descriptions.
 */
function withoutTodoNotes(description: string): string {
  return description
    .split('\n')
    .filter((line) => !/^\s*TODO\b/.test(line))
    .join('\n')
    .trim();
}

/** The description, `@default` and `@deprecated` of a documented symbol. */
export function readDoc(symbol: ts.Symbol, checker: ts.TypeChecker): RawDoc {
  const doc: RawDoc = { description: withoutTodoNotes(partsToText(symbol.getDocumentationComment(checker))) };
  for (const tag of symbol.getJsDocTags(checker)) {
    if (tag.name === 'default' && doc.defaultValue === undefined) {
      doc.defaultValue = tagText(tag);
    } else if (tag.name === 'deprecated') {
      doc.deprecated = tagText(tag);
    }
  }
  return doc;
}
