import fs from 'node:fs';
import path from 'node:path';
import { demoPackages, demoPrompt, type DemoPromptText } from '../demoPrompt';
import { DOCUMENTED_RELEASE } from '../../../src/data/products';

const docs = path.join(__dirname, '../../../docs');
const read = (file: string) => fs.readFileSync(path.join(docs, file), 'utf8');

const text: DemoPromptText = {
  intro: 'The BasicPagination demo of the MUI X documentation (https://mui.com/x/react-data-grid/pagination/#BasicPagination):',
  localFile: (fileName) => `${fileName}, which it imports:`,
  themeFile: (fileName) => `${fileName}, the theme it was shown with:`,
  packages: 'It needs these packages:',
};

describe("a demo's prompt", () => {
  it('gives the code, then the packages it needs with the versions its sandbox installs', () => {
    const source = read('react-data-grid/demos/pagination/BasicPagination.tsx');
    const prompt = demoPrompt({ codeVariant: 'TS', styling: 'system', source, localFiles: [], text });
    expect(prompt).toBe(
      [
        text.intro,
        `\`\`\`tsx\n${source.trimEnd()}\n\`\`\``,
        'It needs these packages:',
        demoPackages({ codeVariant: 'TS', styling: 'system', source, localFiles: [] })
          .map((entry) => `- \`${entry}\``)
          .join('\n'),
      ].join('\n\n') + '\n',
    );
    expect(prompt).toContain(`- \`@mui/x-data-grid@^${DOCUMENTED_RELEASE}\``);
    expect(prompt).toContain('- `react@^19.0.0`');
    expect(prompt).toContain('- `@mui/material@^7.0.0`');
    expect(prompt).not.toContain('vite');
  });

  it('adds the date library of the adapter a pickers demo imports', () => {
    const source = `import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';\n`;
    expect(demoPackages({ codeVariant: 'JS', styling: 'system', source, localFiles: [] })).toEqual([
      '@emotion/react@^11.14.0',
      '@emotion/styled@^11.14.0',
      '@mui/material@^7.0.0',
      `@mui/x-date-pickers@^${DOCUMENTED_RELEASE}`,
      'dayjs@^1.11.13',
      'react@^19.0.0',
      'react-dom@^19.0.0',
    ]);
  });

  it('includes the local modules it imports, and the packages they import', () => {
    const prompt = demoPrompt({
      codeVariant: 'JS',
      styling: 'tailwind',
      source: "import { rows } from './data';\nexport default function Demo() {}\n",
      localFiles: [
        { fileName: 'data.js', source: "import { randomId } from '@mui/x-data-grid-generator';\nexport const rows = [];\n" },
        { fileName: 'Demo.css', source: '.a { color: red; }\n' },
      ],
      text,
    });
    expect(prompt).toContain('```jsx\nimport { rows }');
    expect(prompt).toContain('data.js, which it imports:\n\n```js\nimport { randomId }');
    expect(prompt).toContain('Demo.css, which it imports:\n\n```css\n.a { color: red; }\n```');
    expect(prompt).toContain(`- \`@mui/x-data-grid-generator@^${DOCUMENTED_RELEASE}\``);
    expect(prompt).toMatch(/- `tailwindcss@\^4\.\d+\.\d+`\n$/);
  });

  it('fences code that holds a Markdown fence with a longer one', () => {
    const source = 'const markdown = `\n```js\nx\n```\n`;\n';
    expect(demoPrompt({ codeVariant: 'TS', styling: 'system', source, localFiles: [], text })).toContain(
      `\`\`\`\`tsx\n${source.trimEnd()}\n\`\`\`\``,
    );
  });

  it("carries the reader's theme as its own file after the demo's local modules, when the demo was shown with it", () => {
    const themeFile = { fileName: 'theme.ts', source: "import { createTheme } from '@mui/material/styles';\n" };
    const prompt = demoPrompt({
      codeVariant: 'TS',
      styling: 'system',
      source: 'export default function Demo() {}\n',
      localFiles: [],
      themeFile,
      text,
    });
    expect(prompt).toContain(
      "theme.ts, the theme it was shown with:\n\n```ts\nimport { createTheme } from '@mui/material/styles';\n```\n\nIt needs these packages:",
    );
    expect(demoPrompt({ codeVariant: 'TS', styling: 'system', source: '', localFiles: [], themeFile: null, text })).not.toContain(
      'theme.ts',
    );
  });
});
