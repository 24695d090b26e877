/**
 * Compiles an MDX page with remarkApiValues and prints the rendered HTML, in a Node process of its own: Jest's ES
 * module loader cannot load @mdx-js/mdx in a second test file of one run (markdown.test.ts loads the same modules).
 * Reads `{ source, filePath, options }` as JSON on stdin; on failure prints the error's message on stderr and exits 1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate } from '@mdx-js/mdx';
import createJiti from 'jiti';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const remarkApiValues = createJiti(import.meta.url)(path.join(root, 'plugins/api-reference/remarkApiValues.ts')).default;

try {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const { source, filePath, options } = JSON.parse(input);
  const { default: Content } = await evaluate(
    { value: source, path: path.join(root, filePath) },
    { ...runtime, remarkPlugins: [[remarkApiValues, options]] },
  );
  process.stdout.write(renderToStaticMarkup(createElement(Content)));
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
