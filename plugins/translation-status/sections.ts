import { createHash } from 'node:crypto';
import { withHeadingIds } from './headingIds';
import { EXPLICIT_ID, explicitIdOf, HEADING, lineKinds } from './markdownLines';
import { INTRO, type SectionChange } from './shared';

export { INTRO, type SectionChange };

/**
 * A page cut at its headings: the part before the first heading (with the front matter, so a new title counts)
 * is the section `INTRO`, every heading starts the section named by its anchor. A translation records the hash of
 * each English section it follows, so a change to the English page points at the sections that changed.
 */
export interface Section {
  id: string;
  /** The heading's text as the English page writes it (empty for the intro). */
  title: string;
  text: string;
}

/** The page's sections in order, with the anchors Docusaurus gives its headings. */
export function sectionsOf(pageText: string): Section[] {
  const lines = withHeadingIds(pageText.replace(/\r\n?/g, '\n')).split('\n');
  const sections: Section[] = [];
  let current: { id: string; title: string; lines: string[] } = { id: INTRO, title: '', lines: [] };
  const kinds = lineKinds(lines);
  lines.forEach((line, index) => {
    const heading = kinds[index] === 'prose' ? HEADING.exec(line) : null;
    const id = heading ? explicitIdOf(heading[2]!) : undefined;
    if (heading && id) {
      sections.push({ id: current.id, title: current.title, text: current.lines.join('\n').trim() });
      current = { id, title: heading[2]!.replace(EXPLICIT_ID, ''), lines: [] };
    }
    current.lines.push(line);
  });
  sections.push({ id: current.id, title: current.title, text: current.lines.join('\n').trim() });
  return sections;
}

function sectionHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/** Each section's anchor and the hash of its text, as a translation records the English version it follows. */
export function sectionHashes(englishText: string): Record<string, string> {
  return Object.fromEntries(sectionsOf(englishText).map((section) => [section.id, sectionHash(section.text)]));
}

/** The English sections that changed since the version whose section hashes a translation recorded. */
export function sectionChanges(recorded: Record<string, string>, englishText: string): SectionChange[] {
  const sections = sectionsOf(englishText);
  const current = new Set(sections.map((section) => section.id));
  const changes: SectionChange[] = [];
  sections.forEach((section, index) => {
    const hash = recorded[section.id];
    if (hash === undefined) {
      changes.push({ id: section.id, change: 'added', title: section.title, after: sections[index - 1]?.id ?? INTRO });
    } else if (hash !== sectionHash(section.text)) {
      changes.push({ id: section.id, change: 'changed', title: section.title });
    }
  });
  for (const id of Object.keys(recorded)) {
    if (!current.has(id)) changes.push({ id, change: 'removed', title: '' });
  }
  return changes;
}
