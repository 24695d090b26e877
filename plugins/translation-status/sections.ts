import { createHash } from 'node:crypto';
import { withHeadingIds } from './headingIds';
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

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\s*(?:\{\/\*\s*#([^\s*]+)\s*\*\/\}|\{#([^\s}]+)\})\s*$/;

/** The page's sections in order, with the anchors Docusaurus gives its headings. */
export function sectionsOf(pageText: string): Section[] {
  const lines = withHeadingIds(pageText.replace(/\r\n?/g, '\n')).split('\n');
  const sections: Section[] = [];
  let current: { id: string; title: string; lines: string[] } = { id: INTRO, title: '', lines: [] };
  let fence: string | null = null;
  for (const line of lines) {
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
    } else if (opening) {
      fence = opening;
    } else {
      const heading = HEADING.exec(line);
      const id = heading ? EXPLICIT_ID.exec(heading[2]!) : null;
      if (heading && id) {
        sections.push({ id: current.id, title: current.title, text: current.lines.join('\n').trim() });
        current = { id: (id[1] ?? id[2])!, title: heading[2]!.replace(EXPLICIT_ID, ''), lines: [] };
      }
    }
    current.lines.push(line);
  }
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
