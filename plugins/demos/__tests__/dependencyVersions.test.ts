/**
 * A sandbox must install date libraries the pickers accept, and TypeScript sandboxes
 * must find types for them: checked against the installed packages' own manifests.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { sandboxDependencyVersions, sandboxTypePackages, sandboxTypeVersions } from '../sandbox/dependencyVersions';
import { ADAPTER_PACKAGES } from '../sandbox/adapters';

interface Manifest {
  version: string;
  types?: string;
  typings?: string;
  exports?: unknown;
  peerDependencies?: Record<string, string>;
}

function manifest(packageName: string): Manifest {
  const file = path.join(__dirname, '../../../node_modules', packageName, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

function shipsTypes(packageName: string): boolean {
  const { types, typings, exports } = manifest(packageName);
  return Boolean(types ?? typings) || JSON.stringify(exports ?? {}).includes('"types"');
}

const pickerPeers = manifest('@mui/x-date-pickers').peerDependencies ?? {};
const dateLibraries = [...new Set(Object.values(ADAPTER_PACKAGES))].sort();

describe.each(dateLibraries)('sandbox version of %s', (library) => {
  const range = sandboxDependencyVersions[library] ?? '';

  it("installs a version inside the pickers' peer range", () => {
    const lowest = semver.minVersion(range)?.version ?? 'none';
    // A failure means: change plugins/demos/sandbox/dependencyVersions.ts to a range inside @mui/x-date-pickers' peerDependencies.
    expect({ library, lowest, acceptedByPickers: semver.satisfies(lowest, pickerPeers[library] ?? '') }).toEqual({
      library,
      lowest,
      acceptedByPickers: true,
    });
  });

  it('includes the version installed here, which the sandbox type check uses', () => {
    const installed = manifest(library).version;
    expect({ library, installed, inRange: semver.satisfies(installed, range) }).toEqual({ library, installed, inRange: true });
  });

  it('brings types to TypeScript sandboxes', () => {
    const typesPackage = sandboxTypePackages[library];
    const typed = shipsTypes(library) || (typesPackage !== undefined && sandboxTypeVersions[typesPackage] !== undefined);
    expect({ library, typed }).toEqual({ library, typed: true });
  });
});
