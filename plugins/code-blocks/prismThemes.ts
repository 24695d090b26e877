/**
 * Code highlighting colours of the site, on the primary hue. Every token colour
 * reaches a 4.5:1 contrast ratio on its background (checked by a unit test).
 */
import type { PrismTheme } from 'prism-react-renderer';

function theme(plain: { color: string; backgroundColor: string }, colors: Record<string, string>): PrismTheme {
  return {
    plain,
    styles: [
      { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: colors.comment, fontStyle: 'italic' } },
      { types: ['punctuation', 'operator'], style: { color: colors.punctuation } },
      { types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: { color: colors.keyword } },
      { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: colors.string } },
      { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: colors.number } },
      { types: ['function', 'class-name', 'maybe-class-name'], style: { color: colors.function } },
      { types: ['tag', 'deleted'], style: { color: colors.tag } },
      { types: ['attr-name', 'property', 'variable', 'parameter'], style: { color: colors.attribute } },
    ],
  };
}

export const lightCodeTheme = theme(
  { color: '#1f2933', backgroundColor: '#f5f7fa' },
  {
    comment: '#5b6875',
    punctuation: '#3e4c59',
    keyword: '#a3127a',
    string: '#17703a',
    number: '#9a4a00',
    function: '#0b5cad',
    tag: '#b0162e',
    attribute: '#6b3fb0',
  },
);

export const darkCodeTheme = theme(
  { color: '#e4e7eb', backgroundColor: '#14181c' },
  {
    comment: '#9aa5b1',
    punctuation: '#cbd2d9',
    keyword: '#f38bd8',
    string: '#7fd69a',
    number: '#f7b267',
    function: '#79b8ff',
    tag: '#ff8f9f',
    attribute: '#c3a6ff',
  },
);
