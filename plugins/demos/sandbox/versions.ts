/**
 * The version a sandbox installs of an MUI X package: the latest release of the
 * line this site documents, or, when the site was built from a commit, that
 * commit's package build.
 */
import { DOCUMENTED_RELEASE } from '../../../src/data/products';

export const COMMIT_REF_LENGTH = 8;

/**
 * The MUI X release the site documents and its demos run on (the product registry's). "Latest release" means the
 * newest of this major line (`^8.29.3`): the registry's `latest` is a newer major that removed and renamed modules
 * the demos import.
 */
export const DOCUMENTED_MUI_X_VERSION = DOCUMENTED_RELEASE;

export function isMuiXPackage(packageName: string): boolean {
  return packageName.startsWith('@mui/x-');
}

export function muiXPackageVersion(packageName: string, commitRef?: string): string {
  if (!commitRef) {
    return `^${DOCUMENTED_MUI_X_VERSION}`;
  }
  const shortRef = commitRef.slice(0, COMMIT_REF_LENGTH);
  return `https://pkg.csb.dev/mui/mui-x/commit/${shortRef}/@mui/${packageName.replace(/^@mui\//, '')}`;
}
