/**
 * The fixed versions a sandbox installs for everything but MUI X:
 * React 19, MUI 7 and the libraries demos import. MUI X packages follow the
 * version rule of plugins/demos/sandbox/versions.ts instead.
 */
export const sandboxDependencyVersions: Record<string, string> = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  '@mui/material': '^7.0.0',
  '@mui/system': '^7.0.0',
  '@mui/icons-material': '^7.0.0',
  '@emotion/cache': '^11.14.0',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.0',
  dayjs: '^1.11.13',
  'date-fns': '^4.1.0',
  // Prereleases only: MUI X's peer range ^4.0.0-0 accepts 4.0.0-0 and none of the later 4.x.0-0 releases.
  'date-fns-jalali': '4.0.0-0',
  luxon: '^3.5.0',
  moment: '^2.30.1',
  'moment-hijri': '^3.0.0',
  'moment-jalaali': '^0.10.4',
  'moment-timezone': '^0.6.6',
};

/** Packages without their own types, and the @types package a TypeScript sandbox adds for them. */
export const sandboxTypePackages: Record<string, string> = {
  react: '@types/react',
  'react-dom': '@types/react-dom',
  luxon: '@types/luxon',
  'moment-hijri': '@types/moment-hijri',
  'moment-jalaali': '@types/moment-jalaali',
};

export const sandboxTypeVersions: Record<string, string> = {
  '@types/react': '^19.0.0',
  '@types/react-dom': '^19.0.0',
  '@types/luxon': '^3.4.2',
  '@types/moment-hijri': '^2.1.4',
  '@types/moment-jalaali': '^0.7.9',
};

/** The Vite toolchain of every sandbox project, and Tailwind with its Vite plugin for a Tailwind variant's. */
export const sandboxToolVersions: Record<string, string> = {
  vite: '^6.3.0',
  '@vitejs/plugin-react': '^4.4.0',
  typescript: '^5.8.0',
  tailwindcss: '^4.1.0',
  '@tailwindcss/vite': '^4.1.0',
};
