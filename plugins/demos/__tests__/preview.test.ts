import { extractPreview } from '../preview';

describe('extractPreview', () => {
  it('returns the JSX the default export returns, dedented', () => {
    const source = `export default function Demo() {\n  const x = 1;\n  return (\n    <Box>\n      <Chip label="a" />\n    </Box>\n  );\n}\n`;
    expect(extractPreview(source)).toBe('<Box>\n  <Chip label="a" />\n</Box>');
  });

  it('gives no preview when the JSX is longer than 16 lines', () => {
    const children = Array.from({ length: 16 }, (_unused, index) => `      <Item key="${index}" />`).join('\n');
    expect(extractPreview(`export default function Demo() {\n  return (\n    <List>\n${children}\n    </List>\n  );\n}\n`)).toBeNull();
  });

  it('gives no preview when the default export does not return JSX', () => {
    expect(extractPreview('export default function Demo() {\n  return null;\n}\n')).toBeNull();
    expect(extractPreview('export const value = 1;\n')).toBeNull();
  });
});
