/**
 * A small serializer for the HTML trees Markdown turns into (paragraphs, links,
 * code, lists, tables): raw HTML never reaches it, so escaping text and
 * attribute values is all the safety it needs.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'input']);

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attributeName(property: string): string {
  return property === 'className' ? 'class' : property.toLowerCase();
}

function attributes(element: Element): string {
  return Object.entries(element.properties ?? {})
    .flatMap(([property, value]) => {
      if (value === false || value === null || value === undefined) return [];
      const name = attributeName(property);
      if (value === true) return [` ${name}`];
      const text = Array.isArray(value) ? value.join(' ') : String(value);
      return [` ${name}="${escapeHtml(text)}"`];
    })
    .join('');
}

export function hastToHtml(node: Root | RootContent | ElementContent): string {
  switch (node.type) {
    case 'root':
      return node.children.map(hastToHtml).join('');
    case 'element': {
      const open = `<${node.tagName}${attributes(node)}>`;
      return VOID_ELEMENTS.has(node.tagName) ? open : `${open}${node.children.map(hastToHtml).join('')}</${node.tagName}>`;
    }
    case 'text':
      return escapeHtml(node.value);
    default:
      return '';
  }
}
