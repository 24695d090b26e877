/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const docs = path.resolve(__dirname, '../../docs');

function demoFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return demoFiles(file);
    return /\.tsx?$/.test(entry.name) && file.includes(`${path.sep}demos${path.sep}`) ? [file] : [];
  });
}

// The site's theme has CSS variables, and with them MUI keeps `theme.palette` (and `theme.palette.mode`) at the
// default scheme: a colour a demo reads from it stays the light one in dark mode (dark text on the dark page). A
// demo reads `(theme.vars ?? theme).palette`, which follows the mode here and in an app without CSS variables.
describe('demos read the palette through theme.vars', () => {
  const files = demoFiles(docs);

  it('finds the demos', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('no demo reads a colour or the mode from theme.palette', () => {
    const reads = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\btheme\.palette\b/.test(line) ? [`${path.relative(docs, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(reads).toEqual([]);
  });
});
