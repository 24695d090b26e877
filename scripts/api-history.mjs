/**
 * Writes plugins/api-reference/history.json: for each API page, the 8.x release that introduced its props, slots and
 * CSS classes when that is after 8.0.0, and the release that deprecated a prop: the minor (`8.14`) when it came
 * with a minor, the patch (`8.27.2`) when a patch brought it. The API reference joins it to the installed types at
 * build time ("Since 8.14" beside a prop).
 *
 * Read from the API descriptions a local clone of the public mui/mui-x repository committed at each 8.x release tag
 * (`docs/pages/x/api/<product>/<page>.json`); CI never fetches:
 *   git clone https://github.com/mui/mui-x.git /tmp/mui-x
 *   node scripts/api-history.mjs /tmp/mui-x
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** The documented major and its last release: every release tag of the major up to it is read. */
const MAJOR = 8;
const LAST_RELEASE = '8.29.3';
const PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

const siteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputFile = path.join(siteDir, 'plugins/api-reference/history.json');

function git(repo, ...args) {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/** The contents of many blobs at once (`git cat-file --batch`), by object id. */
function readBlobs(repo, ids) {
  const result = spawnSync('git', ['-C', repo, 'cat-file', '--batch'], { input: `${ids.join('\n')}\n`, maxBuffer: 1024 * 1024 * 1024 });
  const output = result.stdout;
  const blobs = new Map();
  let offset = 0;
  for (const id of ids) {
    const headerEnd = output.indexOf(10, offset);
    const [, , size] = output.subarray(offset, headerEnd).toString().split(' ');
    const start = headerEnd + 1;
    blobs.set(id, output.subarray(start, start + Number(size)).toString('utf8'));
    offset = start + Number(size) + 1;
  }
  return blobs;
}

/** What one page's description lists at one tag: member names, and which props are deprecated. */
function membersOf(json) {
  const description = JSON.parse(json);
  return {
    props: Object.keys(description.props ?? {}),
    deprecated: Object.entries(description.props ?? {})
      .filter(([, prop]) => prop.deprecated)
      .map(([name]) => name),
    slots: (description.slots ?? []).map((slot) => slot.name),
    classes: (description.classes ?? []).map((cssClass) => cssClass.key),
  };
}

/**
 * From the members listed at each minor (oldest first), the minor each one first appeared in when after the first,
 * and the minor each prop was first deprecated in.
 */
export function historyOf(snapshots) {
  const page = {};
  const [first] = snapshots;
  if (!first) return page;
  const seen = { props: new Set(first.members.props), slots: new Set(first.members.slots), classes: new Set(first.members.classes) };
  const deprecated = new Set(first.members.deprecated);
  const note = (kind, name, field, minor) => {
    page[kind] ??= {};
    page[kind][name] = { ...page[kind][name], [field]: minor };
  };
  for (const { minor, members } of snapshots.slice(1)) {
    for (const kind of ['props', 'slots', 'classes']) {
      for (const name of members[kind]) {
        if (!seen[kind].has(name)) note(kind, name, 'since', minor);
        seen[kind].add(name);
      }
    }
    for (const name of members.deprecated) {
      if (!deprecated.has(name)) note('props', name, 'deprecatedSince', minor);
      deprecated.add(name);
    }
  }
  return page;
}

/**
 * The API descriptions list only the props with a doc comment, so a prop that got its JSDoc late (`dataSource` of
 * `RichTreeViewPro`, 8.0 in the code, 8.7 in the descriptions) would look new. Each prop's `since` is checked against
 * the component's `propTypes` in its source at the earlier releases: the first release whose source declares it wins,
 * and a prop the first release already had gets no `since`. `declaresAt(release, prop)` reads the source.
 */
export function correctSinceFromSource(page, releases, declaresAt) {
  for (const [name, entry] of Object.entries(page.props ?? {})) {
    if (entry.since === undefined) continue;
    const sinceIndex = releases.findIndex((release) => releaseLabel(release) === entry.since);
    const first = releases.slice(0, Math.max(sinceIndex, 0)).find((release) => declaresAt(release, name));
    if (first === undefined) continue;
    const { since, ...rest } = entry;
    if (first === releases[0]) {
      if (Object.keys(rest).length > 0) page.props[name] = rest;
      else delete page.props[name];
    } else {
      page.props[name] = { ...rest, since: releaseLabel(first) };
    }
  }
  if (page.props && Object.keys(page.props).length === 0) delete page.props;
  return page;
}

/** The release tags (`v8.27.2`, no pre-releases) up to `last`, oldest first, as versions. */
export function releasesUpTo(tags, last) {
  const parse = (version) => version.split('.').map(Number);
  const compare = (a, b) => parse(a).reduce((order, part, index) => order || part - parse(b)[index], 0);
  return tags
    .split('\n')
    .map((tag) => tag.trim().replace(/^v/, ''))
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version) && compare(version, last) <= 0)
    .sort(compare);
}

/** `8.14.0` → `8.14` (a minor), `8.27.2` stays (a patch brought it). */
export function releaseLabel(version) {
  return version.replace(/\.0$/, '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = process.argv[2];
  if (!repo || !fs.existsSync(repo)) {
    console.error('Usage: node scripts/api-history.mjs <path to a clone of github.com/mui/mui-x with its tags>');
    process.exit(1);
  }
  const releases = releasesUpTo(git(repo, 'tag', '--list', `v${MAJOR}.*`), LAST_RELEASE);
  /** page key (`data-grid/data-grid-pro`) → [{ minor, blob id }], `minor` being the release's label */
  const versionsOfPage = new Map();
  for (const release of releases) {
    const minor = releaseLabel(release);
    const listing = git(repo, 'ls-tree', '-r', `v${release}`, ...PRODUCTS.map((product) => `docs/pages/x/api/${product}/`));
    for (const line of listing.split('\n').filter((entry) => entry.endsWith('.json'))) {
      const [meta, file] = line.split('\t');
      const id = meta.split(' ')[2];
      const key = file.replace(/^docs\/pages\/x\/api\//, '').replace(/\.json$/, '');
      versionsOfPage.set(key, [...(versionsOfPage.get(key) ?? []), { minor, id }]);
    }
  }
  // Each page's component source (`packages/x-data-grid-pro/src/DataGridPro/DataGridPro.tsx`), to check the props'
  // `since` against: the one file of that name in the product's packages, none when the name is ambiguous.
  const sourceFiles = git(repo, 'ls-tree', '-r', '--name-only', `v${LAST_RELEASE}`, 'packages')
    .split('\n')
    .filter((file) => /\/src\/.*\.tsx$/.test(file));
  const sourceFileOf = (key) => {
    const [product, slug] = key.split('/');
    const component = slug.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());
    const candidates = sourceFiles.filter((file) => file.startsWith(`packages/x-${product}`) && path.basename(file, '.tsx') === component);
    return candidates.length === 1 ? candidates[0] : undefined;
  };
  const declaresAt = (file) => (release, prop) => {
    let source = '';
    try {
      source = execFileSync('git', ['-C', repo, 'show', `v${release}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return false;
    }
    return new RegExp(`^\\s+${prop.replace(/[$]/g, '\\$&')}: PropTypes`, 'm').test(source);
  };
  const ids = [...new Set([...versionsOfPage.values()].flat().map(({ id }) => id))];
  const blobs = readBlobs(repo, ids);
  const pages = {};
  for (const [key, versions] of [...versionsOfPage].sort(([a], [b]) => a.localeCompare(b))) {
    const snapshots = versions.map(({ minor, id }) => ({ minor, members: membersOf(blobs.get(id)) }));
    const firstMinor = versions[0].minor;
    const sourceFile = sourceFileOf(key);
    const history = sourceFile ? correctSinceFromSource(historyOf(snapshots), releases, declaresAt(sourceFile)) : historyOf(snapshots);
    if (firstMinor !== releaseLabel(releases[0])) history.since = firstMinor;
    if (Object.keys(history).length > 0) pages[key] = history;
  }
  const data = { source: 'github.com/mui/mui-x', tags: releases.map((release) => `v${release}`), pages };
  fs.writeFileSync(outputFile, await format(JSON.stringify(data, null, 2), { ...(await resolveConfig(outputFile)), filepath: outputFile }));
  console.log(
    `Wrote ${path.relative(siteDir, outputFile)}: ${Object.keys(pages).length} pages with members added or deprecated during v${MAJOR} (${releases.length} releases read).`,
  );
}
