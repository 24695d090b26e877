import { sandboxDependencyVersions, sandboxToolVersions, sandboxTypePackages, sandboxTypeVersions } from './dependencyVersions';
import type { CodeVariant } from '../../../src/lib/preferences';
import { adapterPackagesOf } from './adapters';
import { importedPackages } from './imports';
import { isMuiXPackage, muiXPackageVersion } from './versions';

export interface SandboxDependencies {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Every package a sandbox needs besides the toolchain: what the entry file imports. */
const ENTRY_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

function sorted(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export function sandboxDependencies(
  source: string,
  codeVariant: CodeVariant,
  commitRef?: string,
  { tailwind = false }: { tailwind?: boolean } = {},
): SandboxDependencies {
  const packages = new Set([...ENTRY_PACKAGES, ...importedPackages(source), ...adapterPackagesOf(source)]);
  const dependencies: Record<string, string> = {};
  for (const packageName of packages) {
    if (isMuiXPackage(packageName)) {
      dependencies[packageName] = muiXPackageVersion(packageName, commitRef);
    } else {
      const version = sandboxDependencyVersions[packageName];
      if (!version) {
        throw new Error(`No sandbox version for "${packageName}": add it to plugins/demos/sandbox/dependencyVersions.ts.`);
      }
      dependencies[packageName] = version;
    }
  }
  const devDependencies: Record<string, string> = {
    vite: sandboxToolVersions.vite as string,
    '@vitejs/plugin-react': sandboxToolVersions['@vitejs/plugin-react'] as string,
    ...(tailwind && {
      tailwindcss: sandboxToolVersions.tailwindcss as string,
      '@tailwindcss/vite': sandboxToolVersions['@tailwindcss/vite'] as string,
    }),
  };
  if (codeVariant === 'TS') {
    devDependencies.typescript = sandboxToolVersions.typescript as string;
    for (const packageName of packages) {
      const typesPackage = sandboxTypePackages[packageName];
      if (typesPackage) devDependencies[typesPackage] = sandboxTypeVersions[typesPackage] as string;
    }
  }
  return { dependencies: sorted(dependencies), devDependencies: sorted(devDependencies) };
}
