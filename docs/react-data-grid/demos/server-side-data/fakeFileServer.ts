/**
 * A fake shared drive running in the browser. It answers one level of the folder tree per
 * request: the top-level folders, or the children of the folder named by `groupKeys`.
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { seededRandom } from '../data/employees';
import { filterRecords, respondLater, sortRecords } from './queryRows';

export interface DriveItem {
  /** The path from the top of the drive, unique across the drive. */
  id: string;
  name: string;
  kind: 'Folder' | 'Spreadsheet' | 'Document' | 'Image' | 'PDF';
  owner: string;
  sizeKb: number;
  /** Number of direct children; 0 for files. */
  childCount: number;
}

interface Node extends DriveItem {
  children: Node[];
}

const TOP_FOLDERS = [
  'Brand assets',
  'Contracts',
  'Finance',
  'Hiring',
  'Product specs',
  'Research',
  'Team handbook',
  'Archive',
];
const SUB_FOLDERS = [
  '2024',
  '2025',
  'Drafts',
  'Reviewed',
  'Shared with clients',
  'Templates',
];
const FILE_WORDS = [
  'budget',
  'roadmap',
  'minutes',
  'checklist',
  'proposal',
  'survey',
  'logo',
  'invoice',
  'timeline',
  'notes',
];
const FILE_KINDS: [DriveItem['kind'], string][] = [
  ['Spreadsheet', 'xlsx'],
  ['Document', 'docx'],
  ['Image', 'png'],
  ['PDF', 'pdf'],
];
const OWNERS = [
  'Rosa Lind',
  'Dev Patel',
  'Marta Kowal',
  'Theo Grant',
  'Ayla Yilmaz',
];

function buildDrive(): Node[] {
  const random = seededRandom(77);
  const pick = <T>(list: readonly T[]) =>
    list[Math.floor(random() * list.length)] as T;

  const files = (parent: string, count: number): Node[] =>
    Array.from({ length: count }, (_unused, index) => {
      const [kind, extension] = pick(FILE_KINDS);
      const name = `${pick(FILE_WORDS)}-${index + 1}.${extension}`;
      return {
        id: `${parent}/${name}`,
        name,
        kind,
        owner: pick(OWNERS),
        sizeKb: 20 + Math.floor(random() * 4000),
        childCount: 0,
        children: [],
      };
    });

  const folder = (parent: string, name: string, children: Node[]): Node => ({
    id: `${parent}/${name}`,
    name,
    kind: 'Folder',
    owner: pick(OWNERS),
    sizeKb: children.reduce((total, child) => total + child.sizeKb, 0),
    childCount: children.length,
    children,
  });

  return TOP_FOLDERS.map((top) => {
    const path = `/${top}`;
    const subFolders = SUB_FOLDERS.filter(() => random() < 0.4).map((sub) =>
      folder(path, sub, files(`${path}/${sub}`, 2 + Math.floor(random() * 5))),
    );
    return folder('', top, [
      ...subFolders,
      ...files(path, 3 + Math.floor(random() * 5)),
    ]);
  });
}

const DRIVE = buildDrive();

export interface FileServerOptions {
  latency?: number;
  /** Called with the folder path of each request; return `true` to make it fail. */
  shouldFail?: (groupKeys: string[]) => boolean;
}

/** Answers one level of the tree. Only the top level is paginated and counted. */
export function fetchDriveItems(
  params: GridGetRowsParams,
  options: FileServerOptions = {},
): Promise<GridGetRowsResponse> {
  const { latency = 600, shouldFail } = options;
  const groupKeys = params.groupKeys ?? [];
  return respondLater(
    () => {
      let level = DRIVE;
      for (const key of groupKeys) {
        level = level.find((node) => node.name === key)?.children ?? [];
      }
      const items = sortRecords(
        filterRecords(level, params.filterModel, ['name', 'owner']),
        params.sortModel,
      ).map(({ children, ...item }): DriveItem => item);
      if (groupKeys.length > 0) {
        // Children come all at once, and without `rowCount`: that count is for the top level.
        return { rows: items };
      }
      const start = typeof params.start === 'number' ? params.start : 0;
      return { rows: items.slice(start, params.end + 1), rowCount: items.length };
    },
    latency,
    shouldFail ? () => shouldFail(groupKeys) : undefined,
  );
}
