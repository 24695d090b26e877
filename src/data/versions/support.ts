/**
 * How long each major of MUI X is supported (the reference's supported-versions table): every fix until the next
 * major is released, then security and regression fixes only, until the major's end of support.
 */
export interface MajorSupport {
  major: number;
  released: string;
  supportEnds?: string;
}

/** Newest first; dates are the reference's, `YYYY-MM-DD`. */
export const MAJOR_SUPPORT: readonly MajorSupport[] = [
  { major: 9, released: '2026-04-08' },
  { major: 8, released: '2025-04-17', supportEnds: '2028-04-08' },
  { major: 7, released: '2024-03-23', supportEnds: '2027-04-17' },
  { major: 6, released: '2023-03-03', supportEnds: '2026-03-23' },
  { major: 5, released: '2021-11-23', supportEnds: '2025-03-03' },
  { major: 4, released: '2021-09-28', supportEnds: '2023-11-23' },
];

export type SupportStatus =
  { status: 'active' } | { status: 'fixes-only'; until: string } | { status: 'ended'; since: string } | { status: 'unknown' };

/** What support `major` gets on `day` (`YYYY-MM-DD`, compared as text). */
export function supportOn(major: number, day: string, table: readonly MajorSupport[] = MAJOR_SUPPORT): SupportStatus {
  const entry = table.find((candidate) => candidate.major === major);
  if (!entry) return { status: 'unknown' };
  if (entry.supportEnds !== undefined && day >= entry.supportEnds) return { status: 'ended', since: entry.supportEnds };
  const next = table.find((candidate) => candidate.major === major + 1);
  if (next && day >= next.released && entry.supportEnds !== undefined) return { status: 'fixes-only', until: entry.supportEnds };
  return { status: 'active' };
}
