/**
 * The version a sandbox installs of an MUI X package: the latest release, or,
 * when the site was built from a commit, that commit's package build.
 */
export const COMMIT_REF_LENGTH = 8;

export function isMuiXPackage(packageName: string): boolean {
  return packageName.startsWith('@mui/x-');
}

export function muiXPackageVersion(packageName: string, commitRef?: string): string {
  if (!commitRef) {
    return 'latest';
  }
  const shortRef = commitRef.slice(0, COMMIT_REF_LENGTH);
  return `https://pkg.csb.dev/mui/mui-x/commit/${shortRef}/@mui/${packageName.replace(/^@mui\//, '')}`;
}
