/**
 * Finds prose that writes a prop's default by hand ("`calendars` defaults to `2`") where the API reference has that
 * `@default` for a prop of that name: such a sentence should use `<PropDefault of="Component.prop" />`, which cannot
 * drift from the installed types. Only a value equal to one of the name's defaults counts, so a prop of a type the
 * reference does not list (a zoom option's `filterMode`) is not mistaken for a namesake (the grid's `filterMode`).
 */

export interface QuotedDefault {
  file: string;
  line: number;
  /** The prop named in inline code before the quoted value. */
  prop: string;
  /** The value quoted as the default, as written. */
  value: string;
  sentence: string;
}

const CODE = '`([^`\\n]+)`';
/** Ways to say that a quoted value is the default, the value in the first group. */
const DEFAULT_PHRASES = [
  new RegExp(`\\bdefaults? to ${CODE}`, 'g'),
  new RegExp(`\\b[Dd]efault:? ${CODE}`, 'g'),
  new RegExp(`\\b[Tt]he default is ${CODE}`, 'g'),
  new RegExp(`\\b[Tt]he default, ${CODE}`, 'g'),
  new RegExp(`${CODE},? by default\\b`, 'g'),
  new RegExp(`${CODE} \\((?:the )?default\\)`, 'g'),
];
const FENCE = /^\s*(```|~~~)/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+\.)\s/;
const ESM_LINE = /^(import|export)\s/;
/** A prop as prose writes it in inline code: `name`, `name={…}` or `name="…"`. */
const PROP_IN_CODE = /`([A-Za-z_$][\w$]*)(?:=[^`]*)?`/g;

/** Splits a paragraph into sentences, each with the offset it starts at; a table row is one sentence. */
function sentences(paragraph: string): { text: string; start: number }[] {
  const result: { text: string; start: number }[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(/(?<=[.!?])\s+(?=[A-Z`*[(<])/g)) {
    result.push({ text: paragraph.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  result.push({ text: paragraph.slice(start), start });
  return result;
}

/** A value as compared: quotes made single, outer quotes dropped (`@media …` is `'@media …'`), spaces collapsed. */
export function normalizedValue(value: string): string {
  return value
    .trim()
    .replace(/"/g, "'")
    .replace(/^'(.*)'$/, '$1')
    .replace(/\s+/g, ' ');
}

/**
 * The defaults each prop name has in the API reference, normalized; a default written with backticks
 * (`` `true` for desktop, `false` for mobile ``) also counts each value it quotes.
 */
export function defaultsByPropName(members: Iterable<{ name: string; defaultValue?: string }>): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const { name, defaultValue } of members) {
    if (defaultValue === undefined) continue;
    const values = byName.get(name) ?? new Set<string>();
    values.add(normalizedValue(defaultValue));
    for (const quoted of defaultValue.matchAll(/`([^`]+)`/g)) values.add(normalizedValue(quoted[1] ?? ''));
    byName.set(name, values);
  }
  return byName;
}

/** The quoted defaults of one sentence: each value with the last prop named before it that has this default. */
function quotedDefaultsIn(
  sentence: string,
  defaults: ReadonlyMap<string, ReadonlySet<string>>,
): { prop: string; value: string; at: number }[] {
  const props = [...sentence.matchAll(PROP_IN_CODE)];
  return DEFAULT_PHRASES.flatMap((phrase) =>
    [...sentence.matchAll(phrase)].flatMap((match) => {
      const value = match[1] ?? '';
      const valueAt = match.index + match[0].indexOf(`\`${value}\``);
      const prop = props
        .filter((candidate) => candidate.index < valueAt && defaults.get(candidate[1] ?? '')?.has(normalizedValue(value)))
        .at(-1);
      return prop ? [{ prop: prop[1] ?? '', value, at: prop.index }] : [];
    }),
  );
}

/**
 * Sentences of an MDX page that quote a literal default next to a prop that has this `@default` in the API reference.
 * Code blocks, the front matter and import lines are not prose; each line of a table is a sentence of its own.
 */
export function findQuotedDefaults(file: string, text: string, defaults: ReadonlyMap<string, ReadonlySet<string>>): QuotedDefault[] {
  const lines = text.split('\n');
  let first = 0;
  if (lines[0]?.trim() === '---') first = lines.indexOf('---', 1) + 1;
  const paragraphs: { text: string; firstLine: number }[] = [];
  let inFence = false;
  let current: { text: string; firstLine: number } | undefined;
  const close = () => {
    if (current) paragraphs.push(current);
    current = undefined;
  };
  lines.forEach((line, index) => {
    if (index < first) return;
    if (FENCE.test(line)) {
      close();
      inFence = !inFence;
      return;
    }
    if (inFence || line.trim() === '' || ESM_LINE.test(line)) {
      close();
      return;
    }
    if (line.trimStart().startsWith('|')) {
      close();
      paragraphs.push({ text: line, firstLine: index + 1 });
      return;
    }
    if (LIST_ITEM.test(line)) close();
    if (current) current.text += `\n${line}`;
    else current = { text: line, firstLine: index + 1 };
  });
  close();

  return paragraphs.flatMap((paragraph) =>
    sentences(paragraph.text).flatMap((sentence) =>
      quotedDefaultsIn(sentence.text, defaults).map(({ prop, value, at }) => ({
        file,
        line: paragraph.firstLine + (paragraph.text.slice(0, sentence.start + at).match(/\n/g)?.length ?? 0),
        prop,
        value,
        sentence: sentence.text.replace(/\s+/g, ' ').trim(),
      })),
    ),
  );
}
